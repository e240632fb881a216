import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from "react"
import { compileFunction, formatNumber, type AngleMode } from "../../domain/evaluate"
import {
  DEFAULT_VIEWPORT,
  pan,
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

type Props = { mode: AngleMode; functions: string[]; onFunctions: (f: string[]) => void }

/** Plots up to four typed functions of x; drag or arrow keys to pan, wheel or +/- to zoom, hover or type x to trace. */
export function GraphView({ mode, functions, onFunctions }: Props) {
  const baseId = useId()
  const svgRef = useRef<SVGSVGElement>(null)
  const [view, setView] = useState<Viewport>(START)
  const [traceIndex, setTraceIndex] = useState(0)
  const [traceX, setTraceX] = useState<number | null>(null)
  const drag = useRef<{ x: number; y: number; view: Viewport } | null>(null)

  const compiled = useMemo(
    () => functions.map((f) => (f.trim() === "" ? null : compileFunction(f, mode))),
    [functions, mode],
  )
  const traced = compiled[traceIndex]
  const traceY = traceX !== null && traced?.ok ? traced.fn(traceX) : null

  function toViewBox(e: { clientX: number; clientY: number }) {
    const r = svgRef.current!.getBoundingClientRect()
    return {
      px: ((e.clientX - r.left) / (r.width || 1)) * SIZE.width,
      py: ((e.clientY - r.top) / (r.height || 1)) * SIZE.height,
    }
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, view }
  }
  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const d = drag.current
    const r = svgRef.current!.getBoundingClientRect()
    if (d && r.width > 0) {
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
  const described = functions.map((f, i) => (f.trim() ? `f${i + 1}: y = ${f}` : null)).filter(Boolean)

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
                  placeholder={i === 0 ? "e.g. x^2 - 3x + 2" : ""}
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
        onPointerUp={() => (drag.current = null)}
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
        {compiled.map((c, i) =>
          c?.ok ? (
            <path
              key={i}
              data-testid={`plot-f${i + 1}`}
              d={samplePath(c.fn, view, SIZE)}
              fill="none"
              stroke={style(i).color}
              strokeWidth="2"
              strokeDasharray={style(i).dash}
            />
          ) : null,
        )}
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
