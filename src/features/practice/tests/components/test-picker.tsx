import { Link } from "react-router-dom"
import { querySettled, useReportSettled } from "@/components/ui/load-together"
import { buttonVariants } from "@/components/ui/button"
import { formatMinutes } from "../../session/domain/timer"
import { useActiveTests } from "../api/list-tests"
import { isSection, SECTIONS } from "../domain/sections"
import { testPaths } from "../paths"

/** The tests the catalogue holds: full SAT cards first, then the section tests. */
export function TestPicker() {
  const tests = useActiveTests()
  // On the dashboard, shown with the cards above it once the catalogue has answered (or failed).
  useReportSettled("tests", querySettled(tests))
  if (tests.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading tests…
      </p>
    )
  if (tests.isError)
    return (
      <div role="alert" className="rounded-xl border border-border p-6">
        <p className="mb-3">The tests could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          onClick={() => void tests.refetch()}
        >
          Try again
        </button>
      </div>
    )
  const fullSats = tests.data.filter((t) => t.test_type === "full_sat")
  const sections = tests.data
    .filter((t) => isSection(t.test_type))
    .sort((a, b) => Object.keys(SECTIONS).indexOf(a.test_type) - Object.keys(SECTIONS).indexOf(b.test_type))
  if (fullSats.length + sections.length === 0)
    return <p className="text-muted-foreground">No practice tests are available yet. Please contact your instructor.</p>

  return (
    <div className="grid gap-8">
      {fullSats.length > 0 && (
        <section aria-labelledby="full-sat-heading">
          <h2 id="full-sat-heading" className="mb-3 text-xl font-bold">
            Full SAT
          </h2>
          <ul className="grid gap-4">
            {fullSats.map((t) => (
              <li key={t.id} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="max-w-2xl">
                    <h3 className="text-lg font-bold">{t.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{t.description}</p>
                    <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                      <li className="rounded-full bg-muted px-2.5 py-1">{t.question_count} questions</li>
                      <li className="rounded-full bg-muted px-2.5 py-1">{formatMinutes(t.time_limit_minutes)}</li>
                      <li className="rounded-full bg-muted px-2.5 py-1">Adaptive difficulty</li>
                      <li className="rounded-full bg-muted px-2.5 py-1">Official SAT format</li>
                    </ul>
                    <p className="mt-3 text-sm">
                      Reading &amp; Writing (2 × 32 min) · 10-minute break · Math (2 × 35 min)
                    </p>
                  </div>
                  {/* Each card opens its own test; the name says which (several cards share the words). */}
                  <Link
                    to={testPaths.fullSatIntro(t.id)}
                    aria-label={`Open full SAT: ${t.title}`}
                    className={buttonVariants({ size: "sm" })}
                  >
                    Open full SAT
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sections.length > 0 && (
        <section aria-labelledby="sections-heading">
          <h2 id="sections-heading" className="mb-3 text-xl font-bold">
            Section practice
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {sections.map((t) => {
              const section = t.test_type as keyof typeof SECTIONS
              return (
                <li key={t.id} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
                  <h3 className="text-lg font-bold">{SECTIONS[section].title}</h3>
                  <p className="mt-1 flex-1 text-sm text-muted-foreground">{SECTIONS[section].blurb}</p>
                  <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                    <li className="rounded-full bg-muted px-2.5 py-1">{t.question_count} questions</li>
                    <li className="rounded-full bg-muted px-2.5 py-1">
                      Timed ({t.time_limit_minutes} min) or unlimited time
                    </li>
                  </ul>
                  <Link
                    to={testPaths.detail(section)}
                    className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4" })}
                    aria-label={`Open ${SECTIONS[section].title}`}
                  >
                    Open
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </div>
  )
}
