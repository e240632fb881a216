import { lazy, Suspense, useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { FullSatResultsPage } from "@/features/practice/full-sat/components/results/full-sat-results-page"
import { fullSatPaths } from "@/features/practice/full-sat/paths"

// The printable score report loads only when asked for.
const FullSatReport = lazy(() => import("./full-sat-report"))

/**
 * /practice/full-sat/:testId/results/:fullSatId (its own lazy chunk), and
 * its printable score report at .../report.
 */
export default function FullSatResultsRoute() {
  const { testId, fullSatId, view } = useParams()
  const report = view === "report"
  useEffect(() => {
    document.title = report ? "Score Report · SAT Cookie Practice" : "Full SAT Results · SAT Cookie Practice"
  }, [report])
  if (!testId || !fullSatId) return <Navigate to={fullSatPaths.list} replace />
  if (view !== undefined && !report) return <Navigate to={fullSatPaths.results(testId, fullSatId)} replace />
  if (report)
    return (
      <Suspense fallback={null}>
        <FullSatReport testId={testId} fullSatId={fullSatId} />
      </Suspense>
    )
  return <FullSatResultsPage testId={testId} fullSatId={fullSatId} />
}
