import { Navigate, useParams } from "react-router-dom"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { QuestionListPage } from "@/features/practice/review/components/question-list-page"
import { isBand, listTitle } from "@/features/practice/review/domain/filters"
import { BAND_INFO } from "@/features/practice/review/domain/labels"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

/** /practice/review/difficulty/{easy|medium|hard}; any other level goes back to the bands. */
export default function ReviewDifficultyRoute() {
  const { level } = useParams()
  const user = useCurrentUser()
  useDocumentTitle(isBand(level) ? listTitle("difficulty", level) : null)
  if (!isBand(level)) return <Navigate to="/practice/review/difficulty" replace />
  return (
    <QuestionListPage
      key={level}
      userId={user.id}
      filter="difficulty"
      value={level}
      byTopic
      back={{ to: "/practice/review/difficulty", label: "All difficulty levels" }}
      description={`Levels ${BAND_INFO[level].range} of 9.`}
    />
  )
}
