import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { SectionIndexPage } from "@/features/practice/review/components/section-index-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewSectionsRoute() {
  const user = useCurrentUser()
  useDocumentTitle("Review by Section")
  return <SectionIndexPage userId={user.id} />
}
