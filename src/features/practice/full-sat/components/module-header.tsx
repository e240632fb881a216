import { useId, type ReactNode } from "react"
import type { QueueStatus } from "@/features/practice/session/api/use-answer-queue-status"
import { SaveIndicator } from "@/features/practice/session/components/save-indicator"
import { Directions } from "@/features/practice/tools/components/directions"
import { DirectionsToggle } from "@/features/practice/tools/components/tool-toggles"
import type { TestTools } from "@/features/practice/tools/hooks/use-test-tools"
import type { SectionType } from "../domain/tier"
import { ModuleTimer } from "./module-timer"

type Props = {
  title: string
  section: SectionType
  remaining: number | null
  status: QueueStatus
  /** The runner's tool state: the directions are one of its tools (open at first at the start of a module, as Bluebook does). */
  tools: TestTools
  /** The section's tool switches (Highlights & Notes; Calculator, Reference) and More. */
  toolbar: ReactNode
  /** Under the bar: the whole test's progress. */
  below?: ReactNode
}

/** Bluebook's top bar: section and module with Directions (left), the clock (centre), the tools (right). */
export function ModuleHeader({ title, section, remaining, status, tools, toolbar, below }: Props) {
  const directionsId = useId()
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-2 md:grid-cols-[1fr_auto_1fr]">
        <div className="min-w-0">
          <h1 className="text-sm font-bold sm:truncate sm:text-base">{title}</h1>
          <DirectionsToggle
            tools={tools}
            controls={directionsId}
            className="text-sm font-medium underline underline-offset-4"
          />
        </div>
        {remaining != null && <ModuleTimer remaining={remaining} />}
        <div className="col-span-2 flex flex-wrap items-center justify-end gap-1 md:col-span-1">
          <div className="mr-auto md:mr-2">
            <SaveIndicator status={status} />
          </div>
          {toolbar}
        </div>
      </div>
      {below}
      {tools.open.directions && (
        <Directions section={section} id={directionsId} onClose={() => tools.close("directions")} />
      )}
    </header>
  )
}
