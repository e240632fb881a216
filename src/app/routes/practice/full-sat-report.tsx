import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { FullSatResultsPage } from "@/features/practice/full-sat/components/results/full-sat-results-page"
import { ScoreReport } from "@/features/practice/full-sat/components/results/score-report"

/** The printable score report of a completed full SAT (loaded by full-sat-results.tsx for ".../report"). */
export default function FullSatReport({ testId, fullSatId }: { testId: string; fullSatId: string }) {
  const user = useCurrentUser()
  return (
    <FullSatResultsPage
      testId={testId}
      fullSatId={fullSatId}
      view={(result) => (
        <ScoreReport
          result={result}
          studentName={(user.user_metadata?.full_name as string | undefined) || user.email}
        />
      )}
    />
  )
}
