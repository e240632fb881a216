import { useEffect } from "react"
import { HistoryPage } from "@/features/practice/analytics/components/history-page"
import { PredictionCard } from "@/features/practice/analytics/components/prediction-card"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { historyResultsPath } from "./history-links"

export default function HistoryRoute() {
  const user = useCurrentUser()
  useEffect(() => {
    document.title = "Test History · SAT Cookie Practice"
  }, [])
  return (
    <HistoryPage userId={user.id} resultsPath={historyResultsPath} prediction={<PredictionCard userId={user.id} />} />
  )
}
