import { Link, useNavigate } from "react-router-dom"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { ChevronLeftIcon } from "@/components/ui/icons"
import { notifyError } from "@/lib/notify"
import { useActiveTests } from "@/features/practice/tests/api/list-tests"
import { useFullSatState } from "../api/get-full-sat-state"
import { useStartFullSat } from "../api/start-full-sat"
import type { FullSatState, TestModuleInfo } from "../api/types"
import { screenFor, type FlowState } from "../domain/module-flow"
import { moduleTitle } from "../domain/tier"
import { fullSatPaths } from "../paths"
import { StartOverDialog } from "./start-over-dialog"

/** Where an active attempt stands, in words. */
function whereLabel(state: FullSatState): string {
  const screen = screenFor(state as FlowState)
  if (screen.kind === "break") return "You are on the break between the two sections."
  if (screen.kind !== "module") return "Your attempt is in progress."
  const m = state.modules.find((x) => x.module_order === screen.order)
  const name = m ? moduleTitle(m.module_order, m.section_type) : `Module ${screen.order}`
  return screen.started ? `You are in ${name}.` : `${name} is next.`
}

/** /practice/full-sat/:testId: the structure, adaptive modules, tools; Start, or Resume / Start over. */
export function FullSatIntro({ testId }: { testId: string }) {
  const navigate = useNavigate()
  const tests = useActiveTests()
  const state = useFullSatState(testId)
  const start = useStartFullSat()
  const test = tests.data?.find((t) => t.id === testId && t.test_type === "full_sat")

  if (tests.isPending) return <p role="status">Loading…</p>
  if (tests.isError || !test)
    return (
      <div>
        <BackLink />
        <h1 className="text-3xl font-bold">Full SAT</h1>
        <p role="alert" className="mt-4">
          {tests.isError ? "The test could not be loaded. Please try again." : "This test is not available right now."}
        </p>
      </div>
    )

  const begin = () =>
    start.mutate(testId, {
      onSuccess: () => navigate(fullSatPaths.run(testId)),
      onError: (e) => notifyError("Error", e.message || "The test could not be started. Please try again."),
    })
  const active = state.data?.session ? state.data : null
  const modules = test.modules ?? []

  return (
    <div>
      <BackLink />
      <h1 className="text-3xl font-bold">{test.title}</h1>
      <p className="mt-2 text-muted-foreground">{test.description}</p>

      <div className="mt-6">
        {state.isPending ? (
          <p role="status" className="text-muted-foreground">
            Checking for an attempt in progress…
          </p>
        ) : active ? (
          <section aria-labelledby="active-heading" className="rounded-xl border-2 border-primary bg-accent p-5">
            <h2 id="active-heading" className="font-bold">
              Attempt in progress
            </h2>
            <p className="mt-1 text-sm">{whereLabel(active)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={() => navigate(fullSatPaths.run(testId))}>Resume</Button>
              <StartOverDialog onConfirm={begin} busy={start.isPending} />
            </div>
          </section>
        ) : (
          <Button size="lg" onClick={begin} disabled={start.isPending}>
            {start.isPending ? "Starting…" : "Start"}
          </Button>
        )}
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Structure modules={modules} />
        <section aria-labelledby="adaptive-heading" className="rounded-xl border border-border bg-card p-5">
          <h2 id="adaptive-heading" className="font-bold">
            Adaptive modules
          </h2>
          <p className="mt-2 text-sm">
            Each section has two modules. The second module adapts to how you did in the first: a strong first module
            leads to a harder second module, which can earn a higher score. You will see which version you had on your
            results.
          </p>
          <p className="mt-2 text-sm">
            Inside a module you can move freely and change answers. Once you submit a module (or its time runs out) you
            cannot return to it. Wrong answers cost nothing, so answer every question.
          </p>
        </section>
        <section aria-labelledby="tools-heading" className="rounded-xl border border-border bg-card p-5 lg:col-span-2">
          <h2 id="tools-heading" className="font-bold">
            Tools, as in Bluebook
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm sm:grid-cols-2">
            <li>Mark for Review and a Check Your Work page before you submit</li>
            <li>Answer eliminator: strike out options you have ruled out</li>
            <li>Hide or show the timer (it comes back at 5 minutes left)</li>
            <li>Reading and Writing: Highlights &amp; Notes on passages</li>
            <li>Math: a scientific and graphing calculator</li>
            <li>Math: the reference sheet of formulas</li>
          </ul>
        </section>
      </div>
    </div>
  )
}

function Structure({ modules }: { modules: readonly TestModuleInfo[] }) {
  return (
    <section aria-labelledby="structure-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="structure-heading" className="font-bold">
        Structure
      </h2>
      <ol className="mt-2 grid gap-2 text-sm">
        {modules.flatMap((m) => [
          <li key={m.module_order} className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-muted px-3 py-2">
            <span className="font-medium">{moduleTitle(m.module_order, m.section_type)}</span>
            <span className="shrink-0 tabular-nums">
              {m.question_count} questions · {m.time_limit_minutes} min
            </span>
          </li>,
          ...(m.module_order === 2
            ? [
                <li
                  key="break"
                  className="flex justify-between gap-4 rounded-lg border border-dashed border-border px-3 py-2"
                >
                  <span className="font-medium">Break</span>
                  <span className="shrink-0">10 min</span>
                </li>,
              ]
            : []),
        ])}
      </ol>
    </section>
  )
}

function BackLink() {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <Link
        to={paths.practice.root}
        className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden className="size-4" /> Back to test selection
      </Link>
    </nav>
  )
}
