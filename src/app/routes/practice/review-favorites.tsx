import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { QuestionListPage } from "@/features/practice/review/components/question-list-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewFavoritesRoute() {
  const user = useCurrentUser()
  useDocumentTitle("Favorites")
  return (
    <QuestionListPage
      userId={user.id}
      filter="favorites"
      value={null}
      back={{ to: "/practice/review", label: "Review overview" }}
      description="The questions you starred while reviewing."
      emptyHint="Star a question with the Favorite button (or press F) while you review it, and it appears here."
    />
  )
}
