import { useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { FullSatResultsPage } from "@/features/practice/full-sat/components/results/full-sat-results-page"
import { ScoreReport } from "@/features/practice/full-sat/components/results/score-report"
import { fullSatPaths } from "@/features/practice/full-sat/paths"

/** /practice/full-sat/:testId/results/:fullSatId/report: the printable score report (its own lazy chunk). */
export default function FullSatReportRoute() {
  const { testId, fullSatId } = useParams()
  const user = useCurrentUser()
  useEffect(() => {
    document.title = "Score Report · SAT Cookie Practice"
  }, [])
  if (!testId || !fullSatId) return <Navigate to={fullSatPaths.list} replace />
  return (
    <FullSatResultsPage
      testId={testId}
      fullSatId={fullSatId}
      view={(result) => (
        <ScoreReport
          result={result}
          studentName={(user.user_metadata?.full_name as string | undefined) || user.email}
        />
      )}
    />
  )
}
