import { lazy, Suspense, useEffect } from "react"
import { HistoryPage } from "@/features/practice/analytics/components/history-page"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { historyResultsPath } from "./history-links"

// Its own chunk, loaded from here (see dashboard.tsx: kept out of the route table's preload lists).
const PredictionCard = lazy(() =>
  import("@/features/practice/analytics/components/prediction-card").then((m) => ({ default: m.PredictionCard })),
)

export default function HistoryRoute() {
  const user = useCurrentUser()
  useEffect(() => {
    document.title = "Test History · SAT Cookie Practice"
  }, [])
  return (
    <HistoryPage
      userId={user.id}
      resultsPath={historyResultsPath}
      prediction={
        <Suspense fallback={null}>
          <PredictionCard userId={user.id} />
        </Suspense>
      }
    />
  )
}
