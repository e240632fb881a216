import { Link } from "react-router-dom"
import { Button, buttonVariants } from "@/components/ui/button"
import { HeaderRow, type HeaderColumn } from "@/components/ui/table"
import { bandText, type BandedScore } from "../../../analytics/domain/score-scale"
import type { FullSatResult } from "../../api/get-full-sat-result"
import { answerCounts, domainAccuracy } from "../../domain/result-breakdown"
import { missedBySkill, ordinal } from "../../domain/score-report"
import { fullSatPaths } from "../../paths"

/** One score with its scale and band, as the report prints it. */
function ReportScore({ label, scale, s, big }: { label: string; scale: string; s: BandedScore; big?: boolean }) {
  return (
    <div className="report-keep rounded-lg border border-border p-4">
      <p className="text-sm font-semibold text-muted-foreground">{label}</p>
      <p className={big ? "text-4xl font-bold tabular-nums" : "text-3xl font-bold tabular-nums"}>{s.score ?? "N/A"}</p>
      <p className="text-sm">{bandText(s) ?? "no band"}</p>
      <p className="text-xs text-muted-foreground">on the {scale} scale</p>
    </div>
  )
}

const domainColumns: HeaderColumn[] = [
  { label: "Domain and skill" },
  { label: "Correct", align: "right" },
  { label: "Accuracy", align: "right" },
]
const missedColumns: HeaderColumn[] = [
  { label: "Question" },
  { label: "Level (1–9)" },
  { label: "Given" },
  { label: "Correct" },
]

const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : "—"

/**
 * A completed full SAT as a printable report for people outside the app
 * (a parent, a tutor): scores with bands and percentile, accuracy by domain
 * and skill, and the questions missed by skill. Each part starts a new
 * printed page (`.report-section`, src/index.css); the toolbar never prints.
 * Only the graded result it is given: nothing the results screen does not already show.
 */
export function ScoreReport({ result, studentName }: { result: FullSatResult; studentName?: string | null }) {
  const { session } = result
  const counts = answerCounts(result.questions)
  const domains = domainAccuracy(result.questions)
  const missed = missedBySkill(result.questions)
  return (
    <article
      className="score-report mx-auto max-w-4xl px-4 py-8 print:max-w-none print:p-0"
      aria-labelledby="report-title"
    >
      <div className="mb-6 flex flex-wrap gap-3 print:hidden" data-print-hide>
        <Button size="sm" onClick={() => window.print()}>
          Print this report
        </Button>
        <Link
          to={fullSatPaths.results(session.practice_test_id, session.id)}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Back to results
        </Link>
      </div>

      <header className="border-b-2 border-foreground pb-3">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          SAT Cookie · Practice score report
        </p>
        <h1 id="report-title" className="text-2xl font-bold sm:text-3xl">
          {result.title}
        </h1>
        <p className="text-sm">
          {studentName ? <>{studentName} · </> : null}
          Completed {dateText(session.completed_at)} · {result.is_retake ? "Retake" : "First attempt"}
        </p>
      </header>

      <section aria-labelledby="report-scores" className="report-section mt-6">
        <h2 id="report-scores" className="text-xl font-bold">
          Scores
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-3 print:grid-cols-3">
          <ReportScore
            label="Total score"
            scale="400–1600"
            big
            s={{ score: session.total_score, low: session.total_low, high: session.total_high }}
          />
          <ReportScore
            label="Reading and Writing"
            scale="200–800"
            s={{
              score: session.reading_writing_score,
              low: session.reading_writing_low,
              high: session.reading_writing_high,
            }}
          />
          <ReportScore
            label="Math"
            scale="200–800"
            s={{ score: session.math_score, low: session.math_low, high: session.math_high }}
          />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4 print:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Percentile</dt>
            <dd className="font-semibold">{session.percentile != null ? ordinal(session.percentile) : "—"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Correct</dt>
            <dd className="font-semibold tabular-nums">
              {counts.correct} of {counts.total}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Incorrect</dt>
            <dd className="font-semibold tabular-nums">{counts.incorrect}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Unanswered</dt>
            <dd className="font-semibold tabular-nums">{counts.unanswered}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          Scores are estimates from a practice test, each with the range it likely falls in (a 90 % band). They are not
          official College Board scores. The percentile compares the total with SAT takers.
        </p>
      </section>

      <section aria-labelledby="report-domains" className="report-section mt-8">
        <h2 id="report-domains" className="text-xl font-bold">
          Performance by domain and skill
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Accuracy by domain, and each domain&apos;s skills weakest first</caption>
          <thead className="border-b border-foreground/40 text-muted-foreground">
            <HeaderRow cell="py-1" columns={domainColumns} />
          </thead>
          {domains.map((d) => (
            <tbody key={`${d.section}:${d.domain}`} className="report-keep border-b border-border">
              <tr>
                <th scope="row" className="pt-3 pb-1 font-semibold">
                  <span className="block text-xs font-normal text-muted-foreground">{d.sectionName}</span>
                  {d.domain}
                </th>
                <td className="pt-3 pb-1 text-right font-semibold tabular-nums">
                  {d.correct}/{d.total}
                </td>
                <td className="pt-3 pb-1 text-right font-semibold tabular-nums">{d.percent}%</td>
              </tr>
              {d.skills.map((s) => (
                <tr key={s.skill}>
                  <th scope="row" className="py-0.5 pl-4 font-normal">
                    {s.skill}
                  </th>
                  <td className="py-0.5 text-right tabular-nums">
                    {s.correct}/{s.total}
                  </td>
                  <td className="py-0.5 text-right tabular-nums">{s.percent}%</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>

      <section aria-labelledby="report-missed" className="report-section mt-8">
        <h2 id="report-missed" className="text-xl font-bold">
          Questions missed, by skill
        </h2>
        {missed.length === 0 ? (
          <p className="mt-2 text-sm">No questions missed.</p>
        ) : (
          <div className="mt-3 space-y-4">
            {missed.map((m) => (
              <div key={`${m.section}:${m.domain}:${m.skill}`} className="report-keep">
                <h3 className="font-semibold">
                  {m.skill}{" "}
                  <span className="text-sm font-normal text-muted-foreground">
                    · {m.sectionName}, {m.domain} · {m.questions.length} missed
                  </span>
                </h3>
                {/* Fixed columns: every skill's table lines up with the next. */}
                <table className="mt-1 w-full table-fixed text-left text-sm">
                  <caption className="sr-only">Questions missed in {m.skill}</caption>
                  <colgroup>
                    <col className="w-[40%]" />
                    <col className="w-[20%]" />
                    <col className="w-[20%]" />
                    <col className="w-[20%]" />
                  </colgroup>
                  <thead className="text-muted-foreground">
                    <HeaderRow cell="py-0.5" columns={missedColumns} />
                  </thead>
                  <tbody className="divide-y divide-border">
                    {m.questions.map((q) => (
                      <tr key={q.label}>
                        <td className="py-0.5 pr-2">{q.label}</td>
                        <td className="py-0.5 pr-2 tabular-nums">{q.difficulty}</td>
                        <td className="py-0.5 pr-2 break-words">{q.answer}</td>
                        <td className="py-0.5 break-words">{q.key}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        )}
      </section>
    </article>
  )
}
