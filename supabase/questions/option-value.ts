/**
 * The value of a multiple-choice option that is a number, or null when it is
 * not one. College Board lists numeric options from least to greatest (or
 * greatest to least); the content suite uses this to check ours do too.
 *
 * The rule. An option is numeric when its whole text is
 *   [-]["$"] <number> [unit]
 * where <number> is plain text (`12`, `2,187`, `0.40`, `-3`) or one LaTeX
 * span `\( … \)` built only from: decimals; `\frac{a}{b}` / `\dfrac` /
 * `\tfrac` or `a/b`; `\sqrt{a}`; `\pi`; `^{…}` powers; `+`, `-` (or `−`),
 * `\cdot`, `\times`; brackets; and juxtaposition meaning multiplication
 * (`6\sqrt{3}`, `3\pi`). A plain-text number may be a fraction, `3/4`.
 * [unit] is one of the words in UNITS (after the number, outside the maths),
 * or `%` / `°`. Anything else (a variable, an ordered pair, two values joined
 * by "and", words) makes the option non-numeric, and an item is numeric only
 * when all four options are.
 */
const UNITS = new Set(
  (
    "cm centimeters meters m km kilometers mm millimeters in inches ft feet yd yards miles mi " +
    "g grams kg kilograms lb pounds oz ounces L liters mL milliliters gal gallons " +
    "s seconds min minutes h hr hours days weeks months years degrees dollars cents percent " +
    "units people students"
  ).split(" "),
)

export function optionValue(text: string): number | null {
  let s = text.trim().replace(/\u2212/g, "-")
  // A unit word (or several: "square centimeters") after the number.
  for (;;) {
    const m = s.match(/^(.*\S)\s+(square|cubic|[A-Za-z]+)$/)
    if (!m) break
    if (m[2] !== "square" && m[2] !== "cubic" && !UNITS.has(m[2]!)) return null
    s = m[1]!
  }
  s = s.replace(/\s*(%|°)$/, "")
  let sign = 1
  if (s.startsWith("-")) {
    sign = -1
    s = s.slice(1).trim()
  }
  if (s.startsWith("$")) s = s.slice(1).trim()
  const math = s.match(/^\\\((.*)\\\)$/s)
  if (math) s = math[1]!
  else if (!/^[\d,]*\.?\d+(\/\d+)?$/.test(s)) return null
  // Thousands separators: "2,187", "28{,}000".
  s = s.replace(/(\d)\{?,\}?(?=\d{3}(?!\d))/g, "$1")
  const v = evaluate(s)
  return v === null || !Number.isFinite(v) ? null : sign * v
}

type Tok = { t: string }

function tokenize(src: string): Tok[] | null {
  const toks: Tok[] = []
  let i = 0
  while (i < src.length) {
    const c = src[i]!
    if (/\s/.test(c)) {
      i++
      continue
    }
    const num = src.slice(i).match(/^(\d+\.?\d*|\.\d+)/)
    if (num) {
      toks.push({ t: num[1]! })
      i += num[1]!.length
      continue
    }
    const cmd = src.slice(i).match(/^\\([A-Za-z]+|[,;! ])/)
    if (cmd) {
      const name = cmd[1]!
      i += cmd[0].length
      if ([",", ";", "!", " "].includes(name)) continue
      if (name === "left" || name === "right") continue
      if (!["frac", "dfrac", "tfrac", "sqrt", "pi", "cdot", "times"].includes(name)) return null
      toks.push({ t: name === "dfrac" || name === "tfrac" ? "\\frac" : `\\${name}` })
      continue
    }
    if ("+-{}()^/".includes(c)) {
      toks.push({ t: c })
      i++
      continue
    }
    return null
  }
  return toks
}

function evaluate(src: string): number | null {
  const toks = tokenize(src)
  if (!toks || toks.length === 0) return null
  let p = 0
  const peek = () => toks[p]?.t
  const eat = (t: string) => {
    if (peek() !== t) throw new Error(`expected ${t}`)
    p++
  }
  const startsAtom = (t: string | undefined) =>
    t !== undefined && (/^[\d.]/.test(t) || ["\\pi", "\\frac", "\\sqrt", "(", "{"].includes(t))
  const group = (): number => {
    eat("{")
    const v = expr()
    eat("}")
    return v
  }
  const atom = (): number => {
    const t = peek()
    let v: number
    if (t === undefined) throw new Error("end")
    if (/^[\d.]/.test(t)) {
      p++
      v = Number(t)
    } else if (t === "\\pi") {
      p++
      v = Math.PI
    } else if (t === "\\frac") {
      p++
      v = group() / group()
    } else if (t === "\\sqrt") {
      p++
      v = Math.sqrt(group())
    } else if (t === "(") {
      p++
      v = expr()
      eat(")")
    } else if (t === "{") v = group()
    else throw new Error(`unexpected ${t}`)
    if (peek() === "^") {
      p++
      v = v ** (peek() === "{" ? group() : atom())
    }
    return v
  }
  const unary = (): number => {
    if (peek() === "-") {
      p++
      return -unary()
    }
    return atom()
  }
  const term = (): number => {
    let v = unary()
    for (;;) {
      if (peek() === "\\cdot" || peek() === "\\times") {
        p++
        v *= unary()
      } else if (peek() === "/") {
        p++
        v /= unary()
      } else if (startsAtom(peek())) v *= atom()
      else return v
    }
  }
  const expr = (): number => {
    let v = term()
    while (peek() === "+" || peek() === "-") {
      const op = toks[p++]!.t
      v = op === "+" ? v + term() : v - term()
    }
    return v
  }
  try {
    const v = expr()
    return p === toks.length ? v : null
  } catch {
    return null
  }
}

/** The options' values in A-D order, or null when any option is not a number. */
export function optionValues(options: Record<string, string>): number[] | null {
  const values = ["A", "B", "C", "D"].map((l) => optionValue(options[l] ?? ""))
  return values.every((v) => v !== null) ? (values as number[]) : null
}

/** Least to greatest or greatest to least, with no two options equal. */
export function isOrdered(values: number[]): boolean {
  const up = values.every((v, i) => i === 0 || v > values[i - 1]!)
  const down = values.every((v, i) => i === 0 || v < values[i - 1]!)
  return up || down
}
