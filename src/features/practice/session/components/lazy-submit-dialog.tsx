import { useEffect } from "react"
import { moduleLoader, useModule } from "@/lib/lazy-module"
import type { SubmitDialogProps } from "./submit-dialog"

const dialog = moduleLoader(() => import("./submit-dialog"))

/**
 * The submit confirmation in its own chunk (AlertDialog brings focus and
 * scroll locking): fetched when the runner is idle, mounted when needed. Not React.lazy: if it could not be fetched (the
 * connection went before it loaded) the runner says so instead of being
 * replaced by its error boundary; submitting needs the connection anyway.
 */
export function SubmitDialog(props: SubmitDialogProps) {
  const { module, failed } = useModule(dialog)
  useEffect(() => {
    const id = window.setTimeout(dialog.request, 2000)
    return () => window.clearTimeout(id)
  }, [])
  useEffect(() => {
    if (props.open) dialog.request()
  }, [props.open])
  if (!props.open) return null
  if (module) {
    const Dialog = module.default
    return <Dialog {...props} />
  }
  if (!failed) return null
  return (
    <div
      role="alert"
      className="fixed top-20 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-xl"
    >
      <p>Submitting needs the connection. Your answers are kept on this device; submit once you are back online.</p>
      <button
        type="button"
        className="mt-3 rounded-full border border-border px-3 py-1 font-medium hover:bg-muted"
        onClick={() => props.onOpenChange(false)}
      >
        Continue Testing
      </button>
    </div>
  )
}
