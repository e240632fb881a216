import { lazy, Suspense } from "react"
import { useCurrentUser } from "@/features/practice/auth/hooks/use-current-user"
import { DueTodayCard } from "@/features/practice/review/components/due-today-card"
import { TestPicker } from "@/features/practice/tests/components/test-picker"

/*
 * Loaded from here, not statically: a static import shared with history made it a chunk whose name
 * the route table (on the runner's cold load) lists as a preload of both routes.
 */
const PredictionCard = lazy(() =>
  import("@/features/practice/analytics/components/prediction-card").then((m) => ({ default: m.PredictionCard })),
)

/** The practice home: the shell's header greets the student; the predicted score, the mistakes due today, then the test picker. */
export default function DashboardPage() {
  const user = useCurrentUser()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">SAT Practice Dashboard</h1>
      <div className="mt-8 space-y-8">
        <Suspense fallback={null}>
          <PredictionCard userId={user.id} />
        </Suspense>
        <DueTodayCard userId={user.id} />
        <TestPicker />
      </div>
    </div>
  )
}
