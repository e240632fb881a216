import { useEffect, useRef } from "react"
import { reviewKeyAction, type ReviewKeyAction } from "../domain/keys"

function describeTarget(target: EventTarget | null) {
  const el = target as HTMLElement | null
  const tag = el?.tagName
  const type = tag === "INPUT" ? (el as HTMLInputElement).type : ""
  const inRadio = type === "radio"
  const inEditable =
    tag === "TEXTAREA" ||
    tag === "SELECT" ||
    el?.isContentEditable === true ||
    (tag === "INPUT" && !["radio", "checkbox", "button", "submit", "reset"].includes(type))
  return { inRadio, inEditable }
}

/** The question screen's shortcuts (A-D, ←/→, F), never while the student types in a field. */
export function useReviewKeys(onAction: (action: ReviewKeyAction) => void) {
  const handler = useRef(onAction)
  useEffect(() => {
    handler.current = onAction
  })
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return
      const action = reviewKeyAction({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        ...describeTarget(e.target),
      })
      if (!action) return
      e.preventDefault()
      handler.current(action)
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])
}
