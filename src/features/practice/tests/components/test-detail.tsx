import { useState } from "react"
import { Link, useNavigate } from "react-router-dom"
import { notifyError } from "@/lib/notify"
import { Button } from "@/components/ui/button"
import { ChevronLeftIcon } from "@/components/ui/icons"
import { useTestSessions } from "../../session/api/list-test-sessions"
import { useStartSession } from "../../session/api/start-session"
import { formatMinutes } from "../../session/domain/timer"
import { useActiveTests } from "../api/list-tests"
import { isNoQuestionsError, SECTIONS, typeLabel, type Section } from "../domain/sections"
import { testPaths } from "../paths"
import { TimingChoice } from "./timing-choice"

/** A section test before it starts: details, an active session to resume, the last score, Start. */
export function TestDetail({ section }: { section: Section }) {
  const navigate = useNavigate()
  const tests = useActiveTests()
  const test = tests.data?.find((t) => t.test_type === section)
  const sessions = useTestSessions(test?.id)
  const start = useStartSession()
  const [timed, setTimed] = useState(true)
  const title = SECTIONS[section].title

  const back = (
    <Link
      to={testPaths.dashboard}
      className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon aria-hidden className="size-4" /> Back to test selection
    </Link>
  )
  if (tests.isPending)
    return (
      <Shell back={back}>
        <p role="status">Loading…</p>
      </Shell>
    )
  if (tests.isError || !test)
    return (
      <Shell back={back}>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p role="alert" className="mt-4">
          {tests.isError ? "The test could not be loaded. Please try again." : "This test is not available right now."}
        </p>
      </Shell>
    )

  const active = sessions.data?.find((s) => s.session_status === "active")
  const completed = sessions.data?.find((s) => s.session_status === "completed")

  const begin = () =>
    start.mutate(
      { testId: test.id, timed },
      {
        onSuccess: (s) => navigate(testPaths.run(section, s.id)),
        onError: (e) =>
          isNoQuestionsError(e.message)
            ? notifyError("No Questions Available", `No ${title} questions found in the database.`)
            : notifyError("Error", "Failed to load questions. Please try again."),
      },
    )

  return (
    <Shell back={back}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">{typeLabel(test.test_type)}</span>
      </div>
      <p className="mt-2 text-muted-foreground">{test.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="font-semibold">Questions</dt>
          <dd>{test.question_count}</dd>
        </div>
        <div>
          <dt className="font-semibold">Duration</dt>
          <dd>{formatMinutes(test.time_limit_minutes)} timed, or unlimited time</dd>
        </div>
      </dl>

      {sessions.isPending ? (
        <p role="status" className="mt-8 text-muted-foreground">
          Checking your sessions…
        </p>
      ) : (
        <div className="mt-8 grid gap-4">
          {completed && (
            <section aria-labelledby="completed-heading" className="rounded-xl border border-border bg-card p-5">
              <h2 id="completed-heading" className="font-bold">
                Previously Completed
              </h2>
              <p className="mt-1 text-sm">
                Score: <strong>{completed.total_score != null ? `${completed.total_score} / 1600` : "N/A"}</strong>
                {" · "}
                <Link to={testPaths.results(section, completed.id)} className="underline underline-offset-4">
                  See results
                </Link>
              </p>
            </section>
          )}
          {active ? (
            <section aria-labelledby="active-heading" className="rounded-xl border-2 border-primary bg-accent p-5">
              <h2 id="active-heading" className="font-bold">
                Active Session Found
              </h2>
              <p className="mt-1 text-sm">
                You stopped at question {active.current_question} of {active.question_count}
                {active.is_timed ? "" : " (untimed)"}.
              </p>
              <Button className="mt-4" onClick={() => navigate(testPaths.run(section, active.id))}>
                Resume Test (Question {active.current_question})
              </Button>
            </section>
          ) : (
            <section aria-label="Start a new test" className="rounded-xl border border-border bg-card p-5">
              <TimingChoice minutes={test.time_limit_minutes} timed={timed} onChange={setTimed} />
              {completed && (
                <p className="mt-3 text-sm text-muted-foreground">
                  You have taken this test before: this attempt counts as a retake.
                </p>
              )}
              <Button className="mt-4" onClick={begin} disabled={start.isPending}>
                {start.isPending ? "Starting Test..." : "Start New Test"}
              </Button>
            </section>
          )}
        </div>
      )}
    </Shell>
  )
}

function Shell({ back, children }: { back: React.ReactNode; children: React.ReactNode }) {
  return (
    // The page's landmark until the practice shell provides one (then this becomes a div).
    <div className="mx-auto max-w-3xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="mb-6">
        {back}
      </nav>
      {children}
    </div>
  )
}
