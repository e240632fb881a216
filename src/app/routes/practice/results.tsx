import { Link, Navigate, useParams } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { ResultsPage } from "@/features/practice/analytics/components/results/results-page"
import { isTestKind } from "@/features/practice/tests/domain/sections"
import { testPaths } from "@/features/practice/tests/paths"

/** /practice/test/:section/results/:sessionId (its own lazy chunk); :section may be a practice set. */
export default function ResultsRoute() {
  const { section, sessionId } = useParams()
  if (!isTestKind(section) || !sessionId) return <Navigate to={testPaths.dashboard} replace />
  return (
    <ResultsPage
      sessionId={sessionId}
      actions={
        <>
          <Link to={testPaths.detail(section)} className={buttonVariants({ size: "sm" })}>
            Take this test again
          </Link>
          <Link to={testPaths.dashboard} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Back to dashboard
          </Link>
        </>
      }
    />
  )
}
