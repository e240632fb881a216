import { StrictMode, useState } from "react"
import { createRoot } from "react-dom/client"
import "@/index.css"
import { AnnotatedPassage } from "../components/annotations/annotated-passage"
import { BreakScreen } from "../components/break-screen"
import { CalculatorTool, ReferenceTool } from "../components/lazy-tools"
import { FullSatProgressBar } from "../components/progress-bar"
import { ReviewGrid } from "../components/review-grid"
import { SubmitModuleDialog } from "../components/submit-module-dialog"

/* A throwaway harness for screenshots of the full-SAT tools: ?piece=...&theme=dark. */
const params = new URLSearchParams(location.search)
if (params.get("theme") === "dark") document.documentElement.classList.add("dark")
const piece = params.get("piece") ?? "tools"

const modules = [32, 32, 35, 35].map((m, i) => ({ module_order: i + 1, time_limit_minutes: m }))
const passage =
  "<p>Honeybee foragers that find a rich patch of flowers return to the hive and perform a <em>waggle dance</em>. The angle of the dance relative to vertical encodes the direction of the food relative to the sun, and the duration of the waggle run encodes its distance.</p><p>Other workers follow the dancer and then fly out to the patch themselves.</p>"

function Tools() {
  const [calc, setCalc] = useState(params.get("open") !== "none")
  const [ref, setRef] = useState(params.get("open") === "reference")
  return (
    <main className="p-4">
      <div className="flex gap-2">
        <button type="button" className="rounded border border-border px-3 py-1" onClick={() => setCalc(true)}>
          Calculator
        </button>
        <button type="button" className="rounded border border-border px-3 py-1" onClick={() => setRef(true)}>
          Reference
        </button>
      </div>
      <p className="mt-4 max-w-xl text-muted-foreground">The question would be here, behind the panels.</p>
      <CalculatorTool open={calc && params.get("open") !== "reference"} onClose={() => setCalc(false)} />
      <ReferenceTool open={ref} onClose={() => setRef(false)} defaultDocked={params.get("docked") === "1"} />
    </main>
  )
}

function Pieces() {
  const [dialog, setDialog] = useState(true)
  if (piece === "tools") return <Tools />
  if (piece === "break")
    return <BreakScreen remainingSeconds={Number(params.get("s") ?? 545)} onContinue={() => undefined} />
  if (piece === "dialog")
    return <SubmitModuleDialog open={dialog} onOpenChange={setDialog} unanswered={4} onSubmit={() => undefined} />
  if (piece === "annotations")
    return (
      <main className="mx-auto max-w-2xl p-4">
        <AnnotatedPassage sessionId="preview" questionId="q1" html={passage} />
      </main>
    )
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <FullSatProgressBar modules={modules} at={{ kind: "module", order: 3, remainingSeconds: 1200 }} />
      <ReviewGrid
        title="Section 1, Module 1: Reading and Writing"
        current={5}
        questions={Array.from({ length: 27 }, (_, i) => ({
          position: i + 1,
          answered: i % 4 !== 1,
          flagged: i % 7 === 3,
        }))}
        onJump={() => undefined}
      />
    </main>
  )
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Pieces />
  </StrictMode>,
)
