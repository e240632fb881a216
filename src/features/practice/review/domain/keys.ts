import type { OptionLetter } from "./answer"

export type ReviewKeyAction =
  { type: "choose"; letter: OptionLetter } | { type: "prev" } | { type: "next" } | { type: "favorite" }

export type KeyInput = {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  /** The event came from a text field, select or contenteditable: typing there is never a shortcut. */
  inEditable: boolean
  /** The event came from a radio: its arrows move between the options natively, so they do not page. */
  inRadio?: boolean
}

/** The question screen's shortcuts: A-D choose, ←/→ page, F favourite. */
export function reviewKeyAction(e: KeyInput): ReviewKeyAction | null {
  if (e.inEditable || e.ctrlKey || e.metaKey || e.altKey) return null
  if (e.key === "ArrowLeft") return e.inRadio ? null : { type: "prev" }
  if (e.key === "ArrowRight") return e.inRadio ? null : { type: "next" }
  const k = e.key.toUpperCase()
  if (k === "F" && e.key.length === 1) return { type: "favorite" }
  if (e.key.length === 1 && (k === "A" || k === "B" || k === "C" || k === "D")) return { type: "choose", letter: k }
  return null
}
