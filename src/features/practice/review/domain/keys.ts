import type { OptionLetter } from "./answer"

export type ReviewKeyAction =
  | { type: "choose"; letter: OptionLetter }
  | { type: "prev" }
  | { type: "next" }
  | { type: "favorite" }
  /** ↑/↓ on an option: move the focus to the option above or below, choosing nothing. */
  | { type: "focus-option"; step: 1 | -1 }

export type KeyInput = {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  /** The event came from a text field, select or contenteditable: typing there is never a shortcut. */
  inEditable: boolean
  /** The event came from an option (a radio), whose arrows the browser would turn into a choice. */
  inRadio?: boolean
}

/**
 * The question screen's shortcuts: A-D choose, ←/→ page, F favourite. A
 * choice in review is checked at once and locks the options, so only A-D
 * choose: on a focused option ←/→ still page (a browser's radio group would
 * choose the next option) and ↑/↓ only move the focus.
 */
export function reviewKeyAction(e: KeyInput): ReviewKeyAction | null {
  if (e.inEditable || e.ctrlKey || e.metaKey || e.altKey) return null
  if (e.key === "ArrowLeft") return { type: "prev" }
  if (e.key === "ArrowRight") return { type: "next" }
  if (e.inRadio && (e.key === "ArrowUp" || e.key === "ArrowDown"))
    return { type: "focus-option", step: e.key === "ArrowDown" ? 1 : -1 }
  const k = e.key.toUpperCase()
  if (k === "F" && e.key.length === 1) return { type: "favorite" }
  if (e.key.length === 1 && (k === "A" || k === "B" || k === "C" || k === "D")) return { type: "choose", letter: k }
  return null
}
