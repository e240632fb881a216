import createDOMPurify from "dompurify"
import { JSDOM } from "jsdom"
import { describe, expect, it } from "vitest"
import { htmlProblems } from "../html"
import { formatNumber, formatValue, labelledTicks, scale, ticks } from "./axis"
import { fitSegment } from "./scatter"
import { evaluate, parseExpr } from "./expr"
import { isLinear, keyPoints, samplePieces } from "./function"
import { describeFigure, figureProblems, renderFigure, type Figure } from "./index"
import { SAMPLES, groupedBar, lineAndCurve, parabola, scatterWithFit, singleBar, twoLines } from "./samples"
import { simplify, wrap } from "./svg"

const parseSvg = (svg: string) => {
  const doc = new JSDOM(svg, { contentType: "image/svg+xml" }).window.document
  return doc
}
const label = (svg: string) => parseSvg(svg).documentElement.getAttribute("aria-label") ?? ""

describe("expression parser", () => {
  it.each([
    ["2x + 1", 3, 7],
    ["x^2 - 2x - 3", -1, 0],
    ["-x^2", 3, -9],
    ["(x - 1)(x + 2)", 2, 4],
    ["3(x + 1)", 1, 6],
    ["2^x", 3, 8],
    ["2^3^2", 0, 512],
    ["x / 2 - 4 / x", 4, 1],
    ["sqrt(x + 5)", 4, 3],
    ["abs(x - 3)", 1, 2],
    ["-2x + 0.5", 1, -1.5],
    ["100(0.9)^x", 2, 81],
    ["x(x − 4)", 1, -3],
  ])("%s at x = %d is %d", (text, x, value) => {
    expect(evaluate(parseExpr(text), x)).toBeCloseTo(value, 12)
  })

  it.each(["", "x +", "2 ** x", "alert(1)", "(x + 1", "x + 1)", "y + 1", "constructor", "x; 1"])(
    "rejects %j without evaluating anything",
    (text) => {
      expect(() => parseExpr(text)).toThrow()
    },
  )
})

describe("axes", () => {
  it("lays gridlines without float noise", () => {
    expect(ticks({ min: 0, max: 0.5, step: 0.1 })).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5])
    expect(ticks({ min: -5, max: 5, step: 2.5 })).toEqual([-5, -2.5, 0, 2.5, 5])
  })

  it("labels every nth gridline counted from zero", () => {
    expect(labelledTicks({ label: "y", min: -3, max: 6, step: 1, labelEvery: 2 })).toEqual([-2, 0, 2, 4, 6])
    expect(labelledTicks({ label: "y", min: 10, max: 50, step: 10, labelEvery: 2 })).toEqual([10, 30, 50])
  })

  it.each([
    [1200, {}, "1,200"],
    [-3, {}, "−3"],
    [0.1 + 0.2, {}, "0.3"],
    [2024, { plain: true }, "2024"],
    [1.5, { prefix: "$", decimals: 2 }, "$1.50"],
    [-4, { prefix: "$" }, "−$4"],
    [45, { suffix: "%" }, "45%"],
  ])("formats %d as a student reads it", (v, axis, text) => {
    expect(formatValue(v, axis)).toBe(text)
  })

  it("maps values linearly, y upwards", () => {
    const py = scale({ min: 0, max: 100 }, 200, 0)
    expect([py(0), py(50), py(100)]).toEqual([200, 100, 0])
    expect(formatNumber(1 / 3, 2)).toBe("0.33")
  })

  it("wraps long text into lines that fit", () => {
    const lines = wrap("Share of seedlings that sprouted, by soil type", 200, 14)
    expect(lines.length).toBe(2)
    expect(lines.join(" ")).toBe("Share of seedlings that sprouted, by soil type")
  })
})

describe("spec checks", () => {
  const problems = (f: unknown) => figureProblems(f)
  it("accepts every sample", () => {
    for (const f of Object.values(SAMPLES)) expect(problems(f)).toEqual([])
  })
  it.each([
    [{ ...singleBar, kind: "pie" }, "kind must be one of bar, line, scatter, function"],
    [{ ...singleBar, title: " " }, "title is required"],
    [{ ...singleBar, series: [{ name: "Books", values: [1, 2, 3] }] }, "series[0] needs one value per category"],
    [
      { ...singleBar, series: [{ name: "Books", values: [1, 2, 3, 600] }] },
      "series[0].values[3] = 600 is off the y-axis",
    ],
    [{ ...singleBar, y: { ...singleBar.y, max: 475 } }, "y: max - min must be a whole number of steps"],
    [{ ...singleBar, y: { ...singleBar.y, step: 5 } }, "y: 100 gridlines are too many to read (at most 40)"],
    [
      {
        ...scatterWithFit,
        points: [
          [1, 30],
          [2, 31],
          [11, 40],
        ],
      },
      "points[2] (11, 40) is outside the axes",
    ],
    [{ ...parabola, functions: [{ expr: "x^", label: "f" }] }, 'functions[0].expr: "x^" ends too early'],
    [
      { ...parabola, functions: [{ expr: "x", label: "f", domain: [2, 9] }] },
      "functions[0].domain must be [a, b] with a < b inside the x-axis",
    ],
    [{ ...twoLines, series: [{ name: "A", points: [[2018, 1]] }] }, "series[0] needs at least 2 points"],
  ])("reports %#: %s", (f, message) => {
    expect(problems(f)).toContain(message)
  })
})

/** Every number a student needs from the figure, written as the figure writes it. */
function valuesOf(f: Figure): string[] {
  const d = 6
  switch (f.kind) {
    case "bar":
      return [...f.series.flatMap((s) => s.values.map((v) => formatValue(v, f.y, d))), ...f.x.categories]
    case "line":
      return f.series.flatMap((s) => s.points.map(([x, y]) => `(${formatValue(x, f.x, d)}, ${formatValue(y, f.y, d)})`))
    case "scatter":
      return f.points.map(([x, y]) => `(${formatValue(x, f.x, d)}, ${formatValue(y, f.y, d)})`)
    case "function":
      return (f.points ?? []).map((p) => `(${formatNumber(p.x)}, ${formatNumber(p.y)})`)
  }
}

describe.each(Object.entries(SAMPLES))("figure %s", (_, f) => {
  const svg = renderFigure(f)
  const doc = parseSvg(svg)
  const root = doc.documentElement

  it("is well-formed SVG with role img and no script", () => {
    expect(doc.querySelector("parsererror")).toBeNull()
    expect(root.tagName).toBe("svg")
    expect(root.getAttribute("role")).toBe("img")
    expect(svg).not.toMatch(/<script|\son\w+=|javascript:/i)
    expect(htmlProblems(svg)).toEqual([])
  })

  it("says in words every value, the axes' ranges and labels", () => {
    const text = label(svg)
    expect(text).toBe(describeFigure(f))
    for (const v of valuesOf(f)) expect(text).toContain(v)
    if (f.kind !== "bar")
      expect(text).toContain(
        `The horizontal axis, ${f.x.label}, runs from ${formatValue(f.x.min, f.x)} to ${formatValue(f.x.max, f.x)}`,
      )
    expect(text).toContain(
      `The vertical axis, ${f.y.label}, runs from ${formatValue(f.y.min, f.y)} to ${formatValue(f.y.max, f.y)}`,
    )
    expect(text).toContain(f.title)
  })

  it("prints the axis labels and tick numbers in the drawing", () => {
    const shown = [...doc.querySelectorAll("text")].map((t) => t.textContent).join(" | ")
    expect(shown).toContain(f.y.min === 0 ? formatValue(0, f.y) : formatValue(labelledTicks(f.y)[0]!, f.y))
    if (f.kind !== "function") expect(shown).toContain(f.y.label.split(" ")[0])
  })

  it("survives the client's sanitiser (DOMPurify) unchanged", () => {
    const window = new JSDOM("").window
    const purify = createDOMPurify(window as never)
    expect(purify.sanitize('<svg><script>alert(1)</script><g onclick="x()"></g></svg>')).toBe("<svg><g></g></svg>")
    const html = `<figure>${svg}</figure>`
    const normalised = new JSDOM(`<body>${html}</body>`).window.document.body.innerHTML
    expect(purify.sanitize(html)).toBe(normalised)
  })

  it("stays inside its viewBox", () => {
    const [, , w, h] = root.getAttribute("viewBox")!.split(" ").map(Number)
    for (const el of doc.querySelectorAll("line, circle, rect")) {
      for (const a of ["x1", "x2", "cx", "x"])
        if (el.hasAttribute(a)) expect(Number(el.getAttribute(a))).toBeLessThanOrEqual(w!)
      for (const a of ["y1", "y2", "cy", "y"])
        if (el.hasAttribute(a)) expect(Number(el.getAttribute(a))).toBeLessThanOrEqual(h!)
    }
  })
})

/** The affine map data → drawing implied by two drawn marks must send every other value to its mark. */
function expectLinear(data: number[], drawn: number[]) {
  const k = (drawn[1]! - drawn[0]!) / (data[1]! - data[0]!)
  data.forEach((v, i) => expect(drawn[0]! + k * (v - data[0]!)).toBeCloseTo(drawn[i]!, 1))
}

describe("the drawing matches the data", () => {
  it("draws each bar with a height proportional to its value", () => {
    const doc = parseSvg(renderFigure(singleBar))
    const bars = [...doc.querySelectorAll("rect")].filter((r) => r.getAttribute("fill-opacity") === "0.85")
    expect(bars).toHaveLength(4)
    const heights = bars.map((b) => Number(b.getAttribute("height")))
    expect(heights[0]! / heights[3]!).toBeCloseTo(320 / 150, 2)
    expectLinear(singleBar.series[0]!.values, heights)
  })

  it("draws grouped bars for every series", () => {
    const doc = parseSvg(renderFigure(groupedBar))
    // Two legend swatches plus 3 x 2 bars.
    expect(doc.querySelectorAll("rect")).toHaveLength(8)
  })

  it("places every scatter point where its coordinates say", () => {
    const doc = parseSvg(renderFigure(scatterWithFit))
    const circles = [...doc.querySelectorAll("circle")]
    expect(circles).toHaveLength(scatterWithFit.points.length)
    expectLinear(
      scatterWithFit.points.map((p) => p[0]),
      circles.map((c) => Number(c.getAttribute("cx"))),
    )
    expectLinear(
      scatterWithFit.points.map((p) => p[1]),
      circles.map((c) => Number(c.getAttribute("cy"))),
    )
  })

  it("clips the line of best fit to the plot and names its ends", () => {
    expect(fitSegment(scatterWithFit)).toEqual([
      [0, 25],
      [10, 65],
    ])
    expect(fitSegment({ ...scatterWithFit, lineOfBestFit: { slope: 10, intercept: 0 } })).toEqual([
      [2, 20],
      [7, 70],
    ])
    expect(label(renderFigure(scatterWithFit))).toContain("runs from (0, 25) to (10, 65)")
  })

  it("draws one marker per point of every line series", () => {
    const doc = parseSvg(renderFigure(twoLines))
    expect(doc.querySelectorAll("polyline")).toHaveLength(2)
    // Series 1 uses circles, series 2 squares (and each legend entry shows its marker).
    expect(doc.querySelectorAll("circle")).toHaveLength(4 + 1)
  })
})

describe("function graphs", () => {
  it("finds the intercepts and the vertex of a parabola", () => {
    const pts = keyPoints(parabola, 0)
    expect(pts).toContainEqual({ x: -1, y: 0, what: "x-intercept" })
    expect(pts).toContainEqual({ x: 3, y: 0, what: "x-intercept" })
    expect(pts).toContainEqual({ x: 0, y: -3, what: "y-intercept" })
    expect(pts).toContainEqual({ x: 1, y: -4, what: "minimum" })
    expect(label(renderFigure(parabola))).toContain("(1, −4) (minimum)")
  })

  it("finds a double root at a vertex on the x-axis", () => {
    const fig = { ...parabola, functions: [{ expr: "(x - 2)^2", label: "f" }] }
    const vertex = keyPoints(fig, 0).find((p) => p.x === 2 && p.y === 0)
    expect(vertex?.what.split("; ").sort()).toEqual(["minimum", "x-intercept"])
  })

  it("tells a line from a curve and names endpoints of a limited domain", () => {
    expect(isLinear(lineAndCurve, 1)).toBe(true)
    expect(isLinear(lineAndCurve, 0)).toBe(false)
    const text = label(renderFigure(lineAndCurve))
    expect(text).toContain("The graph of y = h(x) is a line. It passes through (−2, 8)")
    expect(text).toContain("drawn only for x from −4 to 3")
    expect(text).toContain("(3, 8) (right endpoint)")
    expect(text).toContain("about (−4, 0.06) (left endpoint)")
    expect(text).toContain("A point labelled P is marked at (2, 4).")
  })

  it("breaks the curve where it leaves the plane or is undefined", () => {
    const pieces = samplePieces((x) => 1 / x, -5, 5, -5, 5)
    expect(pieces).toHaveLength(2)
    for (const piece of pieces) for (const [, y] of piece) expect(Math.abs(y)).toBeLessThanOrEqual(5 + 1e-9)
    // The clipped ends sit on the edge of the plane.
    expect(Math.abs(pieces[0]!.at(-1)![1])).toBeCloseTo(5, 6)
  })

  it("keeps a sampled curve small", () => {
    const straight = Array.from({ length: 100 }, (_, i) => [i, 2 * i] as [number, number])
    expect(simplify(straight)).toEqual([
      [0, 0],
      [99, 198],
    ])
    expect(renderFigure(parabola).length).toBeLessThan(9000)
  })
})
