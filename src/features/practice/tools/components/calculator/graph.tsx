import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from "react"
import {
  findExtrema,
  findIntersections,
  findZeros,
  formatPoint,
  type Fn,
  type Point,
  type PointKind,
} from "../../domain/analysis"
import { compileGraph, formatNumber, type AngleMode, type Params } from "../../domain/evaluate"
import {
  DEFAULT_VIEWPORT,
  pan,
  regionPath,
  samplePath,
  ticks,
  toScreenX,
  toScreenY,
  toWorldX,
  zoom,
  type Viewport,
} from "../../domain/plot"

const SIZE = { width: 340, height: 260 }
// Equal units on both axes, so circles look round and slopes look right.
const START: Viewport = {
  ...DEFAULT_VIEWPORT,
  yMin: (-10 * SIZE.height) / SIZE.width,
  yMax: (10 * SIZE.height) / SIZE.width,
}
// Each curve has a colour and a dash pattern, so no curve is told apart by colour alone.
const STYLES: { color: string; dash: string | undefined }[] = [
  { color: "#2563eb", dash: undefined },
  { color: "#dc2626", dash: "8 4" },
  { color: "#16a34a", dash: "2 3" },
  { color: "#9333ea", dash: "10 3 2 3" },
]

const style = (i: number) => STYLES[i % STYLES.length]!

type Props = {
  mode: AngleMode
  functions: string[]
  onFunctions: (f: string[]) => void
  /** Slider values for the letters left free in the functions (a and b in y = a x^2 + b). */
  params: Params
  onParams: (p: Params) => void
}

type Find = "all" | "zeros" | "extrema" | "intersections"
const KIND_LABEL: Record<PointKind, string> = {
  zero: "Zero",
  intersection: "Intersection",
  minimum: "Minimum",
  maximum: "Maximum",
}
const SLIDER = { min: -10, max: 10, step: 0.1 }

/**
 * Plots up to four typed functions of x or inequalities (shaded); drag or
 * arrow keys to pan, wheel or +/- to zoom, hover or type x to trace. Letters
 * left free get sliders. Clicking a curve (or the Find menu) marks its zeros,
 * turning points and intersections in view, read to 3 decimals.
 */
export function GraphView({ mode, functions, onFunctions, params, onParams }: Props) {
  const baseId = useId()
  const svgRef = useRef<SVGSVGElement>(null)
  const [view, setView] = useState<Viewport>(START)
  const [traceIndex, setTraceIndex] = useState(0)
  const [traceX, setTraceX] = useState<number | null>(null)
  const [find, setFind] = useState<{ index: number; what: Find } | null>(null)
  const drag = useRef<{ x: number; y: number; view: Viewport; moved: boolean } | null>(null)

  const compiled = useMemo(
    () => functions.map((f) => (f.trim() === "" ? null : compileGraph(f, mode))),
    [functions, mode],
  )
  const free = [...new Set(compiled.flatMap((c) => (c?.ok ? c.params : [])))].sort()
  const value = (name: string) => params[name] ?? 1
  const values = Object.fromEntries(free.map((n) => [n, value(n)]))
  const fns: (Fn | null)[] = compiled.map((c) => (c?.ok ? (x: number) => c.fn(x, values) : null))
  const traced = fns[traceIndex]
  const traceY = traceX !== null && traced ? traced(traceX) : null

  const valuesKey = JSON.stringify(values)
  const points: Point[] = useMemo(() => {
    const f = find ? fns[find.index] : null
    if (!find || !f) return []
    const { xMin, xMax } = view
    const out: Point[] = []
    if (find.what === "all" || find.what === "zeros") out.push(...findZeros(f, xMin, xMax))
    if (find.what === "all" || find.what === "extrema") out.push(...findExtrema(f, xMin, xMax))
    if (find.what === "all" || find.what === "intersections")
      fns.forEach((g, j) => g && j !== find.index && out.push(...findIntersections(f, g, xMin, xMax)))
    return out.filter((p) => p.y >= view.yMin && p.y <= view.yMax).sort((a, b) => a.x - b.x)
    // fns is rebuilt every render; what it computes depends on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [find, compiled, view, valuesKey])

  /** A click (not a drag) near a curve selects it and marks its points of interest. */
  function pickCurve(e: { clientX: number; clientY: number }) {
    const { px, py } = toViewBox(e)
    const x = toWorldX(view, SIZE, px)
    let best: { index: number; distance: number } | null = null
    fns.forEach((f, index) => {
      if (!f || (compiled[index]?.ok && compiled[index].relation !== "=")) return
      const distance = Math.abs(toScreenY(view, SIZE, f(x)) - py)
      if (Number.isFinite(distance) && distance < 14 && (!best || distance < best.distance)) best = { index, distance }
    })
    const hit = best as { index: number } | null
    if (hit) {
      setFind({ index: hit.index, what: "all" })
      setTraceIndex(hit.index)
    }
  }

  function toViewBox(e: { clientX: number; clientY: number }) {
    const r = svgRef.current!.getBoundingClientRect()
    return {
      px: ((e.clientX - r.left) / (r.width || 1)) * SIZE.width,
      py: ((e.clientY - r.top) / (r.height || 1)) * SIZE.height,
    }
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, view, moved: false }
  }
  function onPointerUp(e: PointerEvent<SVGSVGElement>) {
    if (drag.current && !drag.current.moved) pickCurve(e)
    drag.current = null
  }
  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const d = drag.current
    const r = svgRef.current!.getBoundingClientRect()
    if (d && r.width > 0 && (d.moved || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4)) {
      d.moved = true
      setView(pan(d.view, -(e.clientX - d.x) / r.width, (e.clientY - d.y) / r.height))
      return
    }
    setTraceX(toWorldX(view, SIZE, toViewBox(e).px))
  }
  function onWheel(e: WheelEvent<SVGSVGElement>) {
    const { px, py } = toViewBox(e)
    const cy = view.yMax - (py / SIZE.height) * (view.yMax - view.yMin)
    setView(zoom(view, e.deltaY > 0 ? 1.2 : 1 / 1.2, toWorldX(view, SIZE, px), cy))
  }
  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    const moves: Record<string, () => Viewport> = {
      ArrowLeft: () => pan(view, -0.1, 0),
      ArrowRight: () => pan(view, 0.1, 0),
      ArrowUp: () => pan(view, 0, 0.1),
      ArrowDown: () => pan(view, 0, -0.1),
      "+": () => zoom(view, 1 / 1.5),
      "=": () => zoom(view, 1 / 1.5),
      "-": () => zoom(view, 1.5),
      "0": () => START,
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    setView(move())
  }

  const xs = ticks(view.xMin, view.xMax, 8)
  const ys = ticks(view.yMin, view.yMax, 6)
  const x0 = toScreenX(view, SIZE, 0)
  const y0 = toScreenY(view, SIZE, 0)
  const described = functions.map((f, i) => (f.trim() ? `f${i + 1}: ${f}` : null)).filter(Boolean)

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1.5">
        {functions.map((f, i) => {
          const c = compiled[i]
          return (
            <li key={i}>
              <div className="flex items-center gap-2">
                <svg width="22" height="10" aria-hidden="true">
                  <line
                    x1="0"
                    y1="5"
                    x2="22"
                    y2="5"
                    stroke={style(i).color}
                    strokeWidth="3"
                    strokeDasharray={style(i).dash}
                  />
                </svg>
                <label htmlFor={`${baseId}-f${i}`} className="shrink-0 font-mono text-sm whitespace-nowrap">
                  f{i + 1}(x) =
                </label>
                <input
                  id={`${baseId}-f${i}`}
                  value={f}
                  onChange={(e) => onFunctions(functions.map((g, j) => (j === i ? e.target.value : g)))}
                  placeholder={i === 0 ? "e.g. x^2 - 3x + 2 or y < 2x + 1" : ""}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={c?.ok === false || undefined}
                  aria-describedby={c?.ok === false ? `${baseId}-e${i}` : undefined}
                  className="min-w-0 flex-1 rounded-md border border-border bg-background px-2 py-1 font-mono text-sm"
                />
                {functions.length > 1 && (
                  <button
                    type="button"
                    onClick={() => onFunctions(functions.filter((_, j) => j !== i))}
                    aria-label={`Remove f${i + 1}`}
                    className="size-8 rounded-md text-muted-foreground hover:bg-muted"
                  >
                    ×
                  </button>
                )}
              </div>
              {c?.ok === false && (
                <p id={`${baseId}-e${i}`} className="ml-24 text-xs text-destructive">
                  {c.error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {functions.length < STYLES.length && (
        <button
          type="button"
          onClick={() => onFunctions([...functions, ""])}
          className="self-start rounded-md border border-border px-2 py-1 text-xs hover:bg-muted"
        >
          Add function
        </button>
      )}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        tabIndex={0}
        aria-label={`Graph, x from ${formatNumber(view.xMin)} to ${formatNumber(view.xMax)}, y from ${formatNumber(view.yMin)} to ${formatNumber(view.yMax)}. ${described.length ? described.join("; ") : "No functions yet"}. Arrow keys pan, plus and minus zoom, 0 resets.`}
        className="w-full touch-none rounded-md border border-border bg-background text-muted-foreground select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => (drag.current = null)}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
      >
        <g stroke="currentColor" strokeOpacity="0.18">
          {xs.map((t) => (
            <line key={`x${t}`} x1={toScreenX(view, SIZE, t)} x2={toScreenX(view, SIZE, t)} y1={0} y2={SIZE.height} />
          ))}
          {ys.map((t) => (
            <line key={`y${t}`} y1={toScreenY(view, SIZE, t)} y2={toScreenY(view, SIZE, t)} x1={0} x2={SIZE.width} />
          ))}
        </g>
        <g stroke="currentColor" strokeOpacity="0.7">
          <line x1={x0} x2={x0} y1={0} y2={SIZE.height} />
          <line y1={y0} y2={y0} x1={0} x2={SIZE.width} />
        </g>
        <g fill="currentColor" fontSize="9">
          {xs.map((t) =>
            t === 0 ? null : (
              <text
                key={`tx${t}`}
                x={toScreenX(view, SIZE, t) + 2}
                y={Math.min(SIZE.height - 3, Math.max(10, y0 + 10))}
              >
                {formatNumber(t)}
              </text>
            ),
          )}
          {ys.map((t) =>
            t === 0 ? null : (
              <text key={`ty${t}`} x={Math.min(SIZE.width - 24, Math.max(2, x0 + 3))} y={toScreenY(view, SIZE, t) - 2}>
                {formatNumber(t)}
              </text>
            ),
          )}
        </g>
        {compiled.map((c, i) => {
          const f = fns[i]
          if (!c?.ok || !f) return null
          const strict = c.relation === "<" || c.relation === ">"
          return (
            <g key={i}>
              {c.relation !== "=" && (
                <path
                  data-testid={`region-f${i + 1}`}
                  d={regionPath(f, view, SIZE, c.relation === ">" || c.relation === ">=")}
                  fill={style(i).color}
                  fillOpacity="0.18"
                  stroke="none"
                />
              )}
              <path
                data-testid={`plot-f${i + 1}`}
                d={samplePath(f, view, SIZE)}
                fill="none"
                stroke={style(i).color}
                strokeWidth="2"
                // A strict inequality's boundary is not in the region: dashed, as on paper.
                strokeDasharray={strict ? "6 4" : style(i).dash}
              />
            </g>
          )
        })}
        {points.map((p, i) => (
          <g key={`p${i}`}>
            <circle
              cx={toScreenX(view, SIZE, p.x)}
              cy={toScreenY(view, SIZE, p.y)}
              r="4.5"
              fill="white"
              stroke="#111827"
              strokeWidth="2"
            />
            <text
              x={Math.min(SIZE.width - 70, toScreenX(view, SIZE, p.x) + 6)}
              y={Math.max(12, toScreenY(view, SIZE, p.y) - 6)}
              fontSize="10"
              fontWeight="600"
              fill="currentColor"
              className="text-foreground"
              paintOrder="stroke"
              stroke="var(--background)"
              strokeWidth="3"
            >
              {formatPoint(p)}
            </text>
          </g>
        ))}
        {traceX !== null && traceY !== null && Number.isFinite(traceY) && (
          <circle
            cx={toScreenX(view, SIZE, traceX)}
            cy={toScreenY(view, SIZE, traceY)}
            r="4"
            fill={style(traceIndex).color}
            stroke="white"
          />
        )}
      </svg>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          onClick={() => setView(zoom(view, 1 / 1.5))}
          className="h-8 rounded-md border border-border px-2 hover:bg-muted"
        >
          Zoom in
        </button>
        <button
          type="button"
          onClick={() => setView(zoom(view, 1.5))}
          className="h-8 rounded-md border border-border px-2 hover:bg-muted"
        >
          Zoom out
        </button>
        <button
          type="button"
          onClick={() => setView(START)}
          className="h-8 rounded-md border border-border px-2 hover:bg-muted"
        >
          Reset view
        </button>
      </div>
      {free.length > 0 && (
        <fieldset className="grid gap-1 rounded-md border border-border p-2 text-sm">
          <legend className="px-1 text-xs font-semibold">Sliders</legend>
          {free.map((name) => (
            <div key={name} className="flex items-center gap-2">
              <label htmlFor={`${baseId}-s-${name}`} className="w-4 font-mono italic">
                {name}
              </label>
              <input
                id={`${baseId}-s-${name}`}
                type="range"
                min={SLIDER.min}
                max={SLIDER.max}
                step={SLIDER.step}
                value={value(name)}
                onChange={(e) => onParams({ ...params, [name]: Number(e.target.value) })}
                className="min-w-0 flex-1 accent-primary"
              />
              <output htmlFor={`${baseId}-s-${name}`} className="w-10 text-right font-mono">
                {formatNumber(value(name))}
              </output>
            </div>
          ))}
        </fieldset>
      )}
      <fieldset className="flex flex-wrap items-center gap-2 text-sm">
        <legend className="sr-only">Find points of interest</legend>
        <label htmlFor={`${baseId}-find`}>Find</label>
        <select
          id={`${baseId}-find`}
          value={find?.what ?? ""}
          onChange={(e) => setFind(e.target.value === "" ? null : { index: traceIndex, what: e.target.value as Find })}
          className="h-8 rounded-md border border-border bg-background px-1"
        >
          <option value="">Nothing</option>
          <option value="all">All points</option>
          <option value="zeros">Zeros</option>
          <option value="extrema">Minimum and maximum</option>
          <option value="intersections">Intersections</option>
        </select>
        <span>on</span>
        <select
          aria-label="Function to analyse"
          value={find?.index ?? traceIndex}
          onChange={(e) => {
            const index = Number(e.target.value)
            setTraceIndex(index)
            if (find) setFind({ ...find, index })
          }}
          className="h-8 rounded-md border border-border bg-background px-1"
        >
          {functions.map((_, i) => (
            <option key={i} value={i}>
              f{i + 1}
            </option>
          ))}
        </select>
      </fieldset>
      {find && (
        <div aria-live="polite" className="text-sm">
          {points.length === 0 ? (
            <p className="text-muted-foreground">No such points in view. Zoom out or pan to look further.</p>
          ) : (
            <ul aria-label={`Points on f${find.index + 1}`} className="flex flex-wrap gap-1.5">
              {points.map((p, i) => (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => setTraceX(p.x)}
                    className="rounded-md border border-border px-2 py-0.5 font-mono text-xs hover:bg-muted"
                  >
                    {KIND_LABEL[p.kind]} {formatPoint(p)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <fieldset className="flex flex-wrap items-center gap-2 text-sm">
        <legend className="sr-only">Trace a point</legend>
        <label htmlFor={`${baseId}-tf`}>Trace</label>
        <select
          id={`${baseId}-tf`}
          value={traceIndex}
          onChange={(e) => setTraceIndex(Number(e.target.value))}
          className="h-8 rounded-md border border-border bg-background px-1"
        >
          {functions.map((_, i) => (
            <option key={i} value={i}>
              f{i + 1}
            </option>
          ))}
        </select>
        <label htmlFor={`${baseId}-tx`}>at x =</label>
        <input
          id={`${baseId}-tx`}
          type="number"
          step="any"
          value={traceX === null ? "" : Number(traceX.toPrecision(6))}
          onChange={(e) => setTraceX(e.target.value === "" ? null : Number(e.target.value))}
          className="h-8 w-24 rounded-md border border-border bg-background px-2 font-mono"
        />
        <output aria-live="polite" className="font-mono">
          {traceX === null
            ? ""
            : traceY === null || !Number.isFinite(traceY)
              ? `f${traceIndex + 1} is undefined there`
              : `(${formatNumber(Number(traceX.toPrecision(6)))}, ${formatNumber(traceY)})`}
        </output>
      </fieldset>
    </div>
  )
}
