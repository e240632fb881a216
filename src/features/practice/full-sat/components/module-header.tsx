import { useId, useState, type ReactNode } from "react"
import type { QueueStatus } from "@/features/practice/session/api/use-answer-queue-status"
import { SaveIndicator } from "@/features/practice/session/components/save-indicator"
import { Directions } from "@/features/practice/tools/components/directions"
import type { SectionType } from "../domain/tier"
import { ModuleTimer } from "./module-timer"

type Props = {
  title: string
  section: SectionType
  remaining: number | null
  status: QueueStatus
  /** The section's tools (Highlights & Notes; Calculator, Reference) and More. */
  tools: ReactNode
  /** Under the bar: the whole test's progress. */
  below?: ReactNode
  /** Open the directions at first (the start of a module, as Bluebook does); closable and reopenable. */
  directionsOpen?: boolean
}

/** Bluebook's top bar: section and module with Directions (left), the clock (centre), the tools (right). */
export function ModuleHeader({ title, section, remaining, status, tools, below, directionsOpen = false }: Props) {
  const [directions, setDirections] = useState(directionsOpen)
  const directionsId = useId()
  return (
    <header className="sticky top-0 z-20 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-2 md:grid-cols-[1fr_auto_1fr]">
        <div className="min-w-0">
          <h1 className="text-sm font-bold sm:truncate sm:text-base">{title}</h1>
          <button
            type="button"
            aria-expanded={directions}
            aria-controls={directionsId}
            onClick={() => setDirections((d) => !d)}
            className="text-sm font-medium underline underline-offset-4"
          >
            Directions
          </button>
        </div>
        {remaining != null && <ModuleTimer remaining={remaining} />}
        <div className="col-span-2 flex flex-wrap items-center justify-end gap-1 md:col-span-1">
          <div className="mr-auto md:mr-2">
            <SaveIndicator status={status} />
          </div>
          {tools}
        </div>
      </div>
      {below}
      {directions && <Directions section={section} id={directionsId} onClose={() => setDirections(false)} />}
    </header>
  )
}
