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

/** Moves the focus from one option (radio) to the one `step` below or above, choosing nothing. */
function focusOption(from: HTMLInputElement, step: 1 | -1) {
  const group = from.closest("[role=radiogroup]")
  const radios = [...(group?.querySelectorAll<HTMLInputElement>("input[type=radio]:not([disabled])") ?? [])]
  const i = radios.indexOf(from)
  radios[(i + step + radios.length) % radios.length]?.focus()
}

/**
 * The question screen's shortcuts (A-D, ←/→, F), never while the student
 * types in a field. Every arrow a radio would turn into a choice is taken
 * here (preventDefault stops the browser's own), so no key but A-D answers.
 */
export function useReviewKeys(onAction: (action: Exclude<ReviewKeyAction, { type: "focus-option" }>) => void) {
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
      if (action.type === "focus-option") focusOption(e.target as HTMLInputElement, action.step)
      else handler.current(action)
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])
}
