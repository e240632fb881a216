import { clsx } from "clsx"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons"
import type { ReviewFilter } from "../domain/filters"
import { pagerWindow } from "../domain/pager"
import { questionLink } from "../domain/review-url"

type Props = { ids: string[]; index: number; filter: ReviewFilter; value: string | null }

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-semibold tabular-nums"

/**
 * Previous, two questions either side of the current one, Next. Links
 * replace the history entry: Back leaves the question screen for the list
 * instead of walking back through every question paged.
 */
export function QuestionPager({ ids, index, filter, value }: Props) {
  const to = (i: number) => questionLink(ids, i, filter, value)
  const prev = index > 0 ? to(index - 1) : null
  const next = index < ids.length - 1 ? to(index + 1) : null
  return (
    <nav aria-label="Questions in this list" className="flex flex-wrap items-center justify-center gap-2">
      <StepLink link={prev} label="Previous" icon={<ChevronLeftIcon aria-hidden className="size-4" />} />
      <ol className="flex gap-1.5">
        {pagerWindow(ids.length, index).map((i) => {
          const l = to(i)
          const current = i === index
          return (
            <li key={ids[i]}>
              <Link
                to={l.to}
                state={l.state}
                replace
                aria-current={current ? "page" : undefined}
                aria-label={`Question ${i + 1}`}
                className={clsx(
                  cell,
                  current
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card hover:bg-muted",
                )}
              >
                {i + 1}
              </Link>
            </li>
          )
        })}
      </ol>
      <StepLink link={next} label="Next" icon={<ChevronRightIcon aria-hidden className="size-4" />} after />
    </nav>
  )
}

type StepProps = {
  link: ReturnType<typeof questionLink> | null
  label: string
  icon: ReactNode
  after?: boolean
}

function StepLink({ link, label, icon, after }: StepProps) {
  const body = (
    <>
      {!after && icon}
      {/* Icons alone on a phone, so the pager fits one line; the name stays. */}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {after && icon}
    </>
  )
  if (!link)
    return (
      <span aria-hidden className={clsx(cell, "gap-1 border-border px-3 text-muted-foreground opacity-60")}>
        {body}
      </span>
    )
  return (
    <Link
      to={link.to}
      state={link.state}
      replace
      aria-keyshortcuts={after ? "ArrowRight" : "ArrowLeft"}
      className={clsx(cell, "gap-1 border-border bg-card px-3 hover:bg-muted")}
    >
      {body}
    </Link>
  )
}
