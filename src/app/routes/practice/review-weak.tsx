import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { WeakAreasPage } from "@/features/practice/review/components/weak-areas-page"
import { useDocumentTitle } from "@/features/practice/review/hooks/use-document-title"

export default function ReviewWeakRoute() {
  const user = useCurrentUser()
  useDocumentTitle("Weak Areas")
  return <WeakAreasPage userId={user.id} />
}
