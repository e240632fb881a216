import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { ReviewOverviewPage } from "@/features/practice/review/components/review-overview-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewOverviewRoute() {
  const user = useCurrentUser()
  useDocumentTitle("Review Questions")
  return <ReviewOverviewPage userId={user.id} />
}
