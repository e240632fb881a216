import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { DuePage } from "@/features/practice/review/components/due-page"
import { browserTimeZone } from "@/features/practice/review/domain/due-day"

/** /practice/review/due (its own lazy chunk, the only one that carries ts-fsrs). */
export default function ReviewDueRoute() {
  const user = useCurrentUser()
  return <DuePage userId={user.id} timeZone={browserTimeZone()} />
}
