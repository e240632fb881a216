import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { PracticeSetStart } from "@/features/practice/tests/components/practice-set-start"
import type { PracticeSetKind } from "@/features/practice/tests/domain/sections"

/** /practice/test/weak and /practice/test/favorites (a lazy chunk: never in the runner's cold load). */
export default function PracticeSetRoute({ kind }: { kind: PracticeSetKind }) {
  const user = useCurrentUser()
  return <PracticeSetStart key={kind} kind={kind} userId={user.id} />
}
