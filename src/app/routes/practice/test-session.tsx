import { useCallback } from "react"
import { Navigate, useNavigate, useParams } from "react-router-dom"
import { SectionSession } from "@/features/practice/session/components/section-session"
import { isTestKind, testTitle } from "@/features/practice/tests/domain/sections"
import { testPaths } from "@/features/practice/tests/paths"

/** /practice/test/:section/session/:sessionId: the runner (a section test or a weak/favorites practice set). */
export default function TestSessionRoute() {
  const { section, sessionId } = useParams()
  const navigate = useNavigate()
  const valid = isTestKind(section) && sessionId
  const finished = useCallback(
    (id: string) => valid && navigate(testPaths.results(section, id), { replace: true }),
    [navigate, section, valid],
  )
  if (!valid) return <Navigate to={testPaths.dashboard} replace />
  return (
    <SectionSession
      key={sessionId}
      sessionId={sessionId}
      title={testTitle(section)}
      onFinished={finished}
      onBack={() => navigate(testPaths.detail(section))}
    />
  )
}
