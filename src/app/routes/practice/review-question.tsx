import { useParams } from "react-router-dom"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { ReviewQuestionPage } from "@/features/practice/review/components/review-question-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewQuestionRoute() {
  const { id = "" } = useParams()
  const user = useCurrentUser()
  useDocumentTitle("Review Question")
  return <ReviewQuestionPage userId={user.id} id={id} />
}
