import { useEffect } from "react"
import { Link, useNavigate } from "react-router-dom"
import { useFullSatState } from "../api/get-full-sat-state"
import type { FullSatState } from "../api/types"
import { screenFor, type FlowState } from "../domain/module-flow"
import { fullSatPaths } from "../paths"
import { clearAttemptAnnotations } from "@/features/practice/tools/components/annotations/storage"
import { BreakStage } from "./break-stage"
import { FlowMessage } from "./flow-message"
import { ModuleSession } from "./module-session"

type Active = FullSatState & { session: NonNullable<FullSatState["session"]> }

/**
 * /practice/full-sat/:testId/run: one URL for the whole attempt. It shows
 * what the server's state says comes next (module N, the break), and the
 * results once module 4 is in. Without an active attempt it goes to the intro.
 */
export function FullSatFlow({ testId }: { testId: string }) {
  const navigate = useNavigate()
  const state = useFullSatState(testId)
  const data = state.data
  const screen = data ? screenFor(data as FlowState) : null
  const fullSatId = data?.session?.id
  useEffect(() => {
    if (screen?.kind === "intro") navigate(fullSatPaths.intro(testId), { replace: true })
    if (screen?.kind === "results" && fullSatId) {
      // Highlights and notes were for this attempt only.
      clearAttemptAnnotations(fullSatId)
      navigate(fullSatPaths.results(testId, fullSatId), { replace: true })
    }
  }, [screen?.kind, fullSatId, navigate, testId])

  if (state.isError)
    return (
      <FlowMessage role="alert">
        <p>{state.error.message || "The full SAT could not be loaded."}</p>
        <Link to={fullSatPaths.intro(testId)} className="underline">
          Back to the test
        </Link>
      </FlowMessage>
    )
  if (!data || !screen || !data.session || screen.kind === "intro" || screen.kind === "results")
    return (
      <FlowMessage role="status">
        <p className="text-muted-foreground">Loading your full SAT…</p>
      </FlowMessage>
    )
  const active = data as Active
  if (screen.kind === "break") return <BreakStage testId={testId} state={active} receivedAt={state.dataUpdatedAt} />
  const module = active.modules.find((m) => m.module_order === screen.order)
  if (!module)
    return (
      <FlowMessage role="alert">
        <p>Module not found</p>
      </FlowMessage>
    )
  return (
    <ModuleSession
      key={module.module_order}
      testId={testId}
      fullSatId={active.session.id}
      module={module}
      modules={active.modules}
    />
  )
}
