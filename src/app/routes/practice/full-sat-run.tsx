import { useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { FullSatFlow } from "@/features/practice/full-sat/components/full-sat-flow"
import { fullSatPaths } from "@/features/practice/full-sat/paths"

/** /practice/full-sat/:testId/run: the attempt, full screen (modules and the break). */
export default function FullSatRunRoute() {
  const { testId } = useParams()
  useEffect(() => {
    document.title = "Full SAT in progress · SAT Cookie Practice"
  }, [])
  if (!testId) return <Navigate to={fullSatPaths.list} replace />
  return <FullSatFlow key={testId} testId={testId} />
}
