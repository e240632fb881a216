import { useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { Button, buttonVariants } from "@/components/ui/button"
import { ChevronLeftIcon } from "@/components/ui/icons"
import { useReviewStats } from "../../review/api/get-review-stats"
import { useTestSessions } from "../../session/api/list-test-sessions"
import { formatMinutes } from "../../session/domain/timer"
import { useActiveTests } from "../api/list-tests"
import { useStartPracticeSet } from "../api/start-practice-set"
import { nothingToPractise, PRACTICE_SET_SLUGS, practiceSetTopic } from "../domain/practice-sets"
import { PRACTICE_SET_TITLES, type PracticeSetKind } from "../domain/sections"
import { testPaths } from "../paths"
import { startErrorMessage } from "../api/practice-set-errors"
import { TimingChoice } from "./timing-choice"

const REVIEW_LINKS: Record<PracticeSetKind, { to: string; label: string }> = {
  weak: { to: "/practice/review/weak", label: "See your weak areas" },
  favorites: { to: "/practice/review", label: "Review questions" },
}

/**
 * /practice/test/weak and /practice/test/favorites before they start: what
 * the set holds, timed or untimed, a session to resume, or why there is
 * nothing to practise yet. The set runs in the section runner.
 * `/practice/test/weak?topic=…` (the Weak Areas page's "Practice" links)
 * keeps the set to that topic.
 */
export function PracticeSetStart({ kind, userId }: { kind: PracticeSetKind; userId: string }) {
  const [params] = useSearchParams()
  const topic = practiceSetTopic(kind, params.get("topic"))
  // A new topic is a new screen: no Start error or timing choice carried over.
  return <PracticeSetScreen key={topic ?? ""} kind={kind} topic={topic} userId={userId} />
}

function PracticeSetScreen({ kind, topic, userId }: { kind: PracticeSetKind; topic: string | null; userId: string }) {
  const navigate = useNavigate()
  const tests = useActiveTests()
  const test = tests.data?.find((t) => t.slug === PRACTICE_SET_SLUGS[kind])
  const sessions = useTestSessions(test?.id)
  const stats = useReviewStats(userId)
  const start = useStartPracticeSet()
  const [timed, setTimed] = useState(false)
  const title = topic ? `${PRACTICE_SET_TITLES[kind]}: ${topic}` : PRACTICE_SET_TITLES[kind]

  const frame = (body: React.ReactNode) => (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-6">
        <Link
          to={testPaths.dashboard}
          className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          <ChevronLeftIcon aria-hidden className="size-4" /> Back to test selection
        </Link>
      </nav>
      <h1 className="text-3xl font-bold">{title}</h1>
      {body}
    </div>
  )
  if (tests.isPending) return frame(<p role="status">Loading…</p>)
  if (tests.isError || !test)
    return frame(
      <p role="alert" className="mt-4">
        {tests.isError
          ? "The practice set could not be loaded. Please try again."
          : "This practice set is not available right now."}
      </p>,
    )

  const active = sessions.data?.find((s) => s.session_status === "active")
  const empty = stats.data ? nothingToPractise(kind, stats.data) : null
  const startError = start.isError ? startErrorMessage(start.error) : null
  const begin = () =>
    start.mutate(
      { kind, count: test.question_count, timed, topic },
      { onSuccess: (s) => void navigate(testPaths.run(kind, s.id)) },
    )

  return frame(
    <>
      {topic ? (
        <p className="mt-2 text-muted-foreground">
          Only {topic} questions, the ones you have not answered right yet first.{" "}
          <Link to={testPaths.detail(kind)} className="font-medium text-foreground underline underline-offset-4">
            Practice all weak areas instead
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-muted-foreground">{test.description}</p>
      )}
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="font-semibold">Questions</dt>
          <dd>Up to {test.question_count}</dd>
        </div>
        <div>
          <dt className="font-semibold">Duration</dt>
          <dd>{formatMinutes(test.time_limit_minutes)} timed, or unlimited time</dd>
        </div>
      </dl>
      <div className="mt-8">
        {active ? (
          <section aria-labelledby="active-heading" className="rounded-xl border-2 border-primary bg-accent p-5">
            <h2 id="active-heading" className="font-bold">
              Active Session Found
            </h2>
            <p className="mt-1 text-sm">
              You stopped at question {active.current_question} of {active.question_count}.
            </p>
            {topic && (
              // The server resumes the unfinished set whatever topic is asked for: one set at a time, no answer lost.
              <p className="mt-1 text-sm">
                This is your unfinished weak-areas set, which may mix topics. Finish it first: a {topic} set starts once
                it is submitted.
              </p>
            )}
            <Button className="mt-4" onClick={() => void navigate(testPaths.run(kind, active.id))}>
              Resume Test (Question {active.current_question})
            </Button>
          </section>
        ) : empty || startError?.empty ? (
          <section
            aria-labelledby="empty-heading"
            className="rounded-xl border border-dashed border-border p-6 text-center"
          >
            <h2 id="empty-heading" className="font-bold">
              Nothing to practise yet
            </h2>
            <p className="mt-2 text-muted-foreground">{startError?.empty ? startError.message : empty}</p>
            <Link to={REVIEW_LINKS[kind].to} className={buttonVariants({ size: "sm", className: "mt-4" })}>
              {REVIEW_LINKS[kind].label}
            </Link>
          </section>
        ) : (
          <section aria-label="Start a practice set" className="rounded-xl border border-border bg-card p-5">
            <TimingChoice minutes={test.time_limit_minutes} timed={timed} onChange={setTimed} />
            <Button className="mt-4" onClick={begin} disabled={start.isPending || sessions.isPending}>
              {start.isPending ? "Starting Test..." : "Start Practice"}
            </Button>
            {startError && (
              <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                {startError.message}
              </p>
            )}
          </section>
        )}
      </div>
    </>,
  )
}
