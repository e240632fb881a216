import { Button } from "@/components/ui/button"
import type { FullSatModule } from "../api/types"
import { upNextLine } from "../domain/up-next"
import { FullSatProgressBar } from "./progress-bar"

/**
 * Between two modules: what comes next (its section, questions and minutes).
 * The next module's clock starts only when the student continues.
 */
export function UpNext({
  module,
  modules,
  onContinue,
}: {
  module: FullSatModule
  modules: readonly FullSatModule[]
  onContinue: () => void
}) {
  const { title, detail } = upNextLine(module)
  return (
    <div className="min-h-screen">
      <div className="mx-auto max-w-3xl px-4 pt-6">
        <FullSatProgressBar
          modules={modules}
          at={{ kind: "module", order: module.module_order, remainingSeconds: module.time_limit_minutes * 60 }}
        />
      </div>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Up next</p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg">{detail}</p>
        <p className="text-muted-foreground">
          The previous module is submitted. The clock for this module starts when you continue, and its directions open
          first.
        </p>
        <Button onClick={onContinue} autoFocus>
          Continue
        </Button>
      </div>
    </div>
  )
}
