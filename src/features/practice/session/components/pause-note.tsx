import { useAttemptPauses } from "../api/save-exit"
import { pauseSummary } from "../domain/pauses"

/**
 * On results and in history: says that an attempt's clock was stopped (Save
 * and Exit, short pauses) and for how long, from the server's figures.
 * Nothing while loading, on error, or when the attempt never stopped.
 */
export function PauseNote({ attemptId, className }: { attemptId: string; className?: string }) {
  const pauses = useAttemptPauses([attemptId])
  const text = pauseSummary(pauses.data?.find((p) => p.id === attemptId))
  if (!text) return null
  return (
    <p className={className ?? "mt-2 text-sm text-muted-foreground"} data-testid="pause-note">
      {text}
    </p>
  )
}
