import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { DifficultyIndexPage } from "@/features/practice/review/components/difficulty-index-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewDifficultiesRoute() {
  const user = useCurrentUser()
  useDocumentTitle("Review by Difficulty")
  return <DifficultyIndexPage userId={user.id} />
}
