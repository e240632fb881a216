import { Link } from "react-router-dom"
import { querySettled, useReportSettled } from "@/components/ui/load-together"
import { buttonVariants } from "@/components/ui/button"
import { ClockIcon } from "@/components/ui/icons"
import { useDueCount } from "../api/due-count"
import { browserTimeZone } from "../domain/due-day"

/** The dashboard's nudge: how many of the student's mistakes are due today, and the way in. Hidden at zero. */
export function DueTodayCard({ userId }: { userId: string }) {
  const count = useDueCount(userId, browserTimeZone())
  // The dashboard shows its cards together once this one knows whether it shows at all.
  useReportSettled("due", querySettled(count))
  if (!count.data) return null
  const n = count.data
  return (
    <section
      aria-labelledby="due-today-heading"
      className="flex flex-wrap items-center gap-4 rounded-xl border-2 border-primary bg-accent p-5 text-accent-foreground"
    >
      <ClockIcon aria-hidden className="size-8 shrink-0" />
      {/* At least 14rem wide: on a phone the button wraps below instead of squeezing the words one per line. */}
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="due-today-heading" className="text-lg font-bold">
          Due today{" "}
          <span className="ml-1 inline-flex min-w-7 items-center justify-center rounded-full bg-primary px-2 text-sm text-primary-foreground">
            {n}
          </span>
        </h2>
        <p className="text-sm">
          {n === 1 ? "1 question you missed is" : `${n} questions you missed are`} ready for another try.
        </p>
      </div>
      <Link to="/practice/review/due" className={buttonVariants({ size: "sm" })}>
        Review due questions
      </Link>
    </section>
  )
}
