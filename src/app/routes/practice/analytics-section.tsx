import { useEffect } from "react"
import { Navigate, useParams } from "react-router-dom"
import { SectionAnalyticsPage } from "@/features/practice/analytics/components/section-analytics-page"
import { isSection, SECTION_TITLES } from "@/features/practice/analytics/domain/topic-accuracy"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"

/** /practice/analytics/{math|reading|writing}; any other section goes back to the history. */
export default function SectionAnalyticsRoute() {
  const { section } = useParams()
  const user = useCurrentUser()
  useEffect(() => {
    if (isSection(section)) document.title = `${SECTION_TITLES[section]} Analytics · SAT Cookie Practice`
  }, [section])
  if (!isSection(section)) return <Navigate to="/practice/analytics" replace />
  return <SectionAnalyticsPage userId={user.id} section={section} />
}
