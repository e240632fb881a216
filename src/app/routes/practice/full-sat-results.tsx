import { useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { FullSatResultsPage } from "@/features/practice/full-sat/components/results/full-sat-results-page"
import { fullSatPaths } from "@/features/practice/full-sat/paths"

/** /practice/full-sat/:testId/results/:fullSatId (its own lazy chunk). */
export default function FullSatResultsRoute() {
  const { testId, fullSatId } = useParams()
  useEffect(() => {
    document.title = "Full SAT Results · SAT Cookie Practice"
  }, [])
  if (!testId || !fullSatId) return <Navigate to={fullSatPaths.list} replace />
  return <FullSatResultsPage testId={testId} fullSatId={fullSatId} />
}
