import { lazy, Suspense } from "react"
import { LoadTogether, SkeletonCard } from "@/components/ui/load-together"
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
      {/* The three load on their own; shown together, so a late one never pushes the others down. */}
      <LoadTogether
        members={["prediction", "due", "tests"]}
        className="mt-8 space-y-8"
        fallback={<DashboardSkeleton />}
      >
        <Suspense fallback={null}>
          <PredictionCard userId={user.id} />
        </Suspense>
        <DueTodayCard userId={user.id} />
        <TestPicker />
      </LoadTogether>
    </div>
  )
}

/** The dashboard's outline while its cards load: the predictor card, then the test cards. */
function DashboardSkeleton() {
  return (
    <div role="status" className="mt-8 space-y-8">
      <span className="sr-only">Loading your dashboard…</span>
      <SkeletonCard lines={["w-56", "w-full max-w-xl", "w-2/3 max-w-md", "w-28"]} />
      <div aria-hidden>
        <div className="mb-3 h-7 w-28 rounded bg-muted motion-safe:animate-pulse" />
        <SkeletonCard lines={["w-64", "w-full max-w-2xl", "w-1/2", "w-3/4 max-w-lg"]} className="p-6" />
      </div>
      <div aria-hidden>
        <div className="mb-3 h-7 w-44 rounded bg-muted motion-safe:animate-pulse" />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <SkeletonCard key={i} lines={["w-32", "w-full", "w-5/6", "w-2/3", "w-full"]} />
          ))}
        </div>
      </div>
    </div>
  )
}
