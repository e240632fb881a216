import { markerPositions, overallProgress, segments, type ProgressAt, type ProgressModule } from "../domain/progress"

export type FullSatProgressBarProps = {
  /** The test's modules (`module_order`, `time_limit_minutes` from test_modules / get_full_sat_state). */
  modules: readonly ProgressModule[]
  /** Where the student is: the current module and its remaining seconds, the break, intro or results. */
  at: ProgressAt
}

const SEGMENT_NAMES = ["Reading and Writing 1", "Reading and Writing 2", "Break", "Math 1", "Math 2"]

/** A time-weighted bar over the whole test, with a tick at each real module boundary. */
export function FullSatProgressBar({ modules, at }: FullSatProgressBarProps) {
  const segs = segments(modules)
  const markers = markerPositions(segs)
  const value = Math.round(overallProgress(segs, at))
  return (
    <div className="w-full">
      <div
        role="progressbar"
        aria-label="Full SAT progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% of the test's time`}
        className="relative h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
        {markers.slice(1, -1).map((m) => (
          <span
            key={m}
            data-marker={m.toFixed(1)}
            className="absolute top-0 h-full w-0.5 -translate-x-1/2 bg-foreground/60"
            style={{ left: `${m}%` }}
            aria-hidden="true"
          />
        ))}
      </div>
      <ol className="relative mt-1 hidden h-4 text-[10px] text-muted-foreground sm:block" aria-hidden="true">
        {segs.map((s, i) => (
          <li
            key={i}
            className="absolute truncate text-center"
            style={{ left: `${markers[i] ?? 0}%`, width: `${(markers[i + 1] ?? 100) - (markers[i] ?? 0)}%` }}
          >
            {SEGMENT_NAMES[i] ?? (s.kind === "break" ? "Break" : `Module ${s.order}`)}
          </li>
        ))}
      </ol>
    </div>
  )
}
