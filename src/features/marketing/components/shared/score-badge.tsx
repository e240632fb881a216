import type { ReactNode } from "react"
import { Tooltip } from "@/components/ui/tooltip"

type Props = { children: ReactNode; label: string; hint: string }

/**
 * A score pill with a tooltip. It is a button so keyboard users can reach
 * the tooltip; `label` is its accessible name (arrows read badly aloud).
 */
export function ScoreBadge({ children, label, hint }: Props) {
  return (
    <Tooltip content={hint}>
      <button
        type="button"
        aria-label={label}
        className="inline-flex min-h-7 cursor-help items-center gap-1 rounded-full border border-border bg-accent px-2.5 text-xs font-bold text-accent-foreground tabular-nums"
      >
        {children}
      </button>
    </Tooltip>
  )
}
