import { useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { FullSatIntro } from "@/features/practice/full-sat/components/full-sat-intro"
import { fullSatPaths } from "@/features/practice/full-sat/paths"

/** /practice/full-sat/:testId: the intro of one full SAT. */
export default function FullSatIntroRoute() {
  const { testId } = useParams()
  useEffect(() => {
    document.title = "Full SAT · SAT Cookie Practice"
  }, [])
  if (!testId) return <Navigate to={fullSatPaths.list} replace />
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <FullSatIntro testId={testId} />
    </div>
  )
}
