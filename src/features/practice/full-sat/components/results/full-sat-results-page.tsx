import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { Button, buttonVariants } from "@/components/ui/button"
import { resultErrorKind, useFullSatResult, type FullSatResult } from "../../api/get-full-sat-result"
import { fullSatPaths } from "../../paths"
import { FullSatResultsView } from "./full-sat-results-view"

/**
 * The results of a full SAT, with loading and error states (an unfinished
 * attempt links back to resume it). `view` renders the loaded result another
 * way (the printable score report); the results screen by default.
 */
export function FullSatResultsPage({
  testId,
  fullSatId,
  view,
}: {
  testId: string
  fullSatId: string
  view?: (result: FullSatResult) => ReactNode
}) {
  const result = useFullSatResult(fullSatId)
  if (result.isPending)
    return (
      <div className="p-8 text-center">
        <h1 className="sr-only">Full SAT results</h1>
        <p role="status" className="text-muted-foreground">
          Loading results…
        </p>
      </div>
    )
  if (result.isError) {
    const kind = resultErrorKind(result.error)
    return (
      <div className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">Full SAT results</h1>
        <p role="alert" className="mt-3">
          {kind === "failed" ? "We couldn't load your results." : result.error.message}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {kind === "not-finished" && (
            <Link to={fullSatPaths.intro(testId)} className={buttonVariants({ size: "sm" })}>
              Resume the test
            </Link>
          )}
          {kind === "failed" && (
            <Button size="sm" onClick={() => void result.refetch()}>
              Try again
            </Button>
          )}
          <Link to={fullSatPaths.list} className={buttonVariants({ variant: "outline", size: "sm" })}>
            All full SATs
          </Link>
        </div>
      </div>
    )
  }
  return view ? view(result.data) : <FullSatResultsView result={result.data} />
}
