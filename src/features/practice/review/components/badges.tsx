import { clsx } from "clsx"
import { bandOf, BAND_INFO, difficultyLabel } from "../domain/labels"

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"

export function TopicBadge({ topic }: { topic: string }) {
  return <span className={clsx(badge, "bg-muted text-muted-foreground")}>{topic}</span>
}

const BAND_STYLES = {
  easy: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  hard: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
}

/** The 1-9 level and its band in words (colour only repeats what the words say). */
export function DifficultyBadge({ level }: { level: number }) {
  const band = bandOf(level)
  return (
    <span
      className={clsx(badge, band ? BAND_STYLES[band] : "bg-muted")}
      title={band ? BAND_INFO[band].range : undefined}
    >
      {difficultyLabel(level)}
    </span>
  )
}
