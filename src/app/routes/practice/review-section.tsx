import { Navigate, useParams } from "react-router-dom"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { QuestionListPage } from "@/features/practice/review/components/question-list-page"
import { isSection, listTitle } from "@/features/practice/review/domain/filters"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

/** /practice/review/section/{math|reading|writing}; any other section goes back to the section cards. */
export default function ReviewSectionRoute() {
  const { section } = useParams()
  const user = useCurrentUser()
  useDocumentTitle(isSection(section) ? listTitle("section", section) : null)
  if (!isSection(section)) return <Navigate to="/practice/review/section" replace />
  return (
    <QuestionListPage
      key={section}
      userId={user.id}
      filter="section"
      value={section}
      byTopic
      back={{ to: "/practice/review/section", label: "All sections" }}
      description="Open a question to answer it and see the explanation."
    />
  )
}
