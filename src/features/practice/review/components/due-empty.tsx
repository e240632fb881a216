import { Link } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"

type Props = {
  /** The earliest due time this page knows of (from this session's ratings), if any. */
  nextDue?: Date | null
  /** The student just finished today's cards (rather than arriving to none). */
  finished?: boolean
}

function formatNext(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { weekday: "long", day: "numeric", month: "long" }).format(date)
}

/** Nothing due today: when the next card comes, and ways back into review. */
export function DueEmpty({ nextDue, finished }: Props) {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center">
      <h2 className="text-xl font-bold">{finished ? "All done for today" : "Nothing due today"}</h2>
      <p className="mt-2 text-muted-foreground">
        {nextDue
          ? `Your next card is due on ${formatNext(nextDue)}.`
          : "Questions you miss in tests and in review come back here when it's time to see them again."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/practice/review" className={buttonVariants({ size: "sm" })}>
          Review questions
        </Link>
        <Link to="/practice/review/weak" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Weak areas
        </Link>
      </div>
    </div>
  )
}
