import { useEffect } from "react"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { FullSatList } from "@/features/practice/full-sat/components/full-sat-list"

/** /practice/full-sat: the numbered full SATs (one test goes straight to its intro). */
export default function FullSatRoute() {
  const user = useCurrentUser()
  useEffect(() => {
    document.title = "Full SAT · SAT Cookie Practice"
  }, [])
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Full SAT Practice Tests</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Full-length adaptive digital SATs: two Reading and Writing modules, a 10-minute break and two Math modules.
      </p>
      <FullSatList userId={user.id} />
    </div>
  )
}
