import type { ReactNode } from "react"
import { useSessionResult } from "../../../session/api/get-session-result"
import { ResultsView } from "./results-view"

/** A submitted session's results, with loading and error states. */
export function ResultsPage({ sessionId, actions }: { sessionId: string; actions?: ReactNode }) {
  const result = useSessionResult(sessionId)
  if (result.isPending)
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        Loading results…
      </p>
    )
  if (result.isError)
    return (
      <div role="alert" className="mx-auto max-w-xl p-8 text-center">
        <p>{result.error.message}</p>
        {actions && <div className="mt-4 flex justify-center gap-3">{actions}</div>}
      </div>
    )
  return <ResultsView result={result.data} actions={actions} />
}
