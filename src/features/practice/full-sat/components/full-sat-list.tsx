import { Link, Navigate } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { useTestHistory } from "@/features/practice/analytics/api/history"
import { useActiveTests } from "@/features/practice/tests/api/list-tests"
import { byNumber, lastScores } from "../domain/last-score"
import { fullSatPaths } from "../paths"

/** /practice/full-sat: the numbered full SATs with the student's last score on each; one test goes straight to its intro. */
export function FullSatList({ userId }: { userId: string }) {
  const tests = useActiveTests()
  const history = useTestHistory(userId)
  if (tests.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading the full SATs…
      </p>
    )
  if (tests.isError)
    return (
      <div role="alert">
        <p className="mb-3">The tests could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          onClick={() => void tests.refetch()}
        >
          Try again
        </button>
      </div>
    )
  const fullSats = tests.data.filter((t) => t.test_type === "full_sat").sort(byNumber)
  if (fullSats.length === 1) return <Navigate to={fullSatPaths.intro(fullSats[0]!.id)} replace />
  if (fullSats.length === 0)
    return <p className="text-muted-foreground">No full SAT is available yet. Please contact your instructor.</p>
  const scores = lastScores(fullSats, history.data?.tests ?? [])
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {fullSats.map((t) => {
        const last = scores.get(t.id)
        return (
          <li key={t.id} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
            <h2 className="text-lg font-bold">{t.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {t.question_count} questions · 4 modules · 10-minute break
            </p>
            <p className="mt-3 text-sm">
              {history.isPending ? (
                <span className="text-muted-foreground">Checking your scores…</span>
              ) : last ? (
                <>
                  Last score: <strong>{last.total != null ? `${last.total} / 1600` : "N/A"}</strong>
                  <span className="text-muted-foreground">
                    {" "}
                    ({new Date(last.completedAt).toLocaleDateString(undefined, { month: "short", day: "numeric" })})
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">Not taken yet</span>
              )}
            </p>
            <Link
              to={fullSatPaths.intro(t.id)}
              className={buttonVariants({ size: "sm", className: "mt-4 self-start" })}
              aria-label={`Open ${t.title}`}
            >
              Open
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
