import { lazy, Suspense, useEffect } from "react"
import type { SubmitDialogProps } from "./submit-dialog"

const load = () => import("./submit-dialog")
const Dialog = lazy(load)

/**
 * The submit confirmation in its own chunk (AlertDialog brings focus and
 * scroll locking): fetched when the runner is idle, mounted when needed.
 */
export function SubmitDialog(props: SubmitDialogProps) {
  useEffect(() => {
    const id = window.setTimeout(() => void load(), 2000)
    return () => window.clearTimeout(id)
  }, [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  )
}
