import { Navigate, useParams } from "react-router-dom"
import { TestDetail } from "@/features/practice/tests/components/test-detail"
import { isSection } from "@/features/practice/tests/domain/sections"
import { testPaths } from "@/features/practice/tests/paths"

/**
 * /practice/test/:section: an unknown section goes back to the dashboard. A lazy chunk: the
 * runner's cold load (the practice tree) does not carry it.
 */
export default function TestDetailRoute() {
  const { section } = useParams()
  if (!isSection(section)) return <Navigate to={testPaths.dashboard} replace />
  return <TestDetail section={section} />
}
