import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react"

type Report = (member: string, settled: boolean) => void
const ReportContext = createContext<Report | null>(null)

/**
 * A member that never answers (a hung request) must not hide the page for good: shown anyway
 * after this. Failures settle sooner (the query client retries twice, about 3 s). Long: on a
 * starved machine (Lighthouse at load 30, first paint after 14 s) 10 s revealed the page
 * before the predictor had answered, and its late card moved the tests (CLS 0.215).
 */
export const LOAD_TOGETHER_MAX_WAIT_MS = 20_000

/**
 * Whether a query has answered, for `useReportSettled`: data or error, or paused for want of a
 * network (offline, nothing on the device: the page shows without it rather than wait).
 */
export const querySettled = (q: { isPending: boolean; fetchStatus: string }) =>
  !q.isPending || q.fetchStatus === "paused"

type Props = {
  /** The cards that load their own data and report with `useReportSettled(name, …)`; the group waits for each. */
  members?: readonly string[]
  /** The caller's own data has settled (a query it holds itself). */
  ready?: boolean
  /** Shown instead while anything is loading: a skeleton at least as tall as the screen it stands in for. */
  fallback: ReactNode
  className?: string
  children: ReactNode
}

/**
 * Shows a group of cards that load separately in one step, once all have answered (data or
 * error), with `fallback` until then. Cards that appeared one by one, each at its own time and
 * height, pushed the ones already on screen down (layout shift 0.3 on the dashboard and
 * history). The children render (and fetch) from the start, hidden; revealing them is a
 * single frame in which nothing that was on screen moves. Once shown, stays shown.
 */
export function LoadTogether({ members = [], ready = true, fallback, className, children }: Props) {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set())
  const [latched, setLatched] = useState(false)
  const report = useCallback<Report>(
    (member, done) =>
      setSettled((prev) => {
        if (prev.has(member) === done) return prev
        const next = new Set(prev)
        if (done) next.add(member)
        else next.delete(member)
        return next
      }),
    [],
  )
  const shown = latched || (ready && members.every((m) => settled.has(m)))
  // Latched during render (React's pattern for state derived from a change): no extra effect pass.
  if (shown && !latched) setLatched(true)
  useEffect(() => {
    if (latched) return
    const timer = setTimeout(() => setLatched(true), LOAD_TOGETHER_MAX_WAIT_MS)
    return () => clearTimeout(timer)
  }, [latched])
  return (
    <ReportContext.Provider value={report}>
      {shown ? null : fallback}
      <div className={className} hidden={!shown}>
        {children}
      </div>
    </ReportContext.Provider>
  )
}

/**
 * A card inside a `LoadTogether` says whether its data has settled (outside one, nothing happens).
 * A layout effect: the group reveals before the browser paints the hidden state again.
 */
export function useReportSettled(member: string, settled: boolean) {
  const report = useContext(ReportContext)
  useLayoutEffect(() => {
    report?.(member, settled)
  }, [report, member, settled])
}

/** A grey bar exactly the size of `text` set in the surrounding type: a placeholder that reserves the real line. */
export function TextPlaceholder({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`rounded bg-muted text-transparent select-none motion-safe:animate-pulse ${className ?? ""}`}
    >
      {text}
    </span>
  )
}

/** A block skeleton (a card's outline with grey lines); `lines` are Tailwind widths of each grey line. */
export function SkeletonCard({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div aria-hidden className={`rounded-xl border border-border bg-card p-5 shadow-sm ${className ?? ""}`}>
      {lines.map((w, i) => (
        <div key={i} className={`rounded bg-muted motion-safe:animate-pulse ${i ? "mt-3 h-4" : "h-6"} ${w}`} />
      ))}
    </div>
  )
}
