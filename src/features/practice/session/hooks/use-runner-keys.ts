import { useEffect, useRef } from "react"

export const SHORTCUTS: readonly (readonly [string, string])[] = [
  ["A – D", "Choose an option"],
  ["↑ ↓", "Choose the option above or below"],
  ["N or →", "Next question"],
  ["P or ←", "Previous question"],
  ["F", "Mark for review"],
]

type Handlers = {
  choose: (letter: string) => void
  /** Choose the option `step` places below (1) or above (-1) the current one. */
  cycle: (step: 1 | -1) => void
  next: () => void
  previous: () => void
  flag: () => void
}

/** Runner shortcuts; ignored while typing in a field or with a modifier held. */
export function useRunnerKeys(handlers: Handlers, enabled = true) {
  const ref = useRef(handlers)
  useEffect(() => {
    ref.current = handlers
  })
  useEffect(() => {
    if (!enabled) return
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      const target = e.target as HTMLElement | null
      // Typing goes to text fields; a focused option (a radio) still takes shortcuts.
      const field = target?.closest("input, textarea, select, [contenteditable=true], [role=dialog]")
      if (field && !(field instanceof HTMLInputElement && field.type === "radio")) return
      const key = e.key.length === 1 ? e.key.toUpperCase() : e.key
      const inRadio = Boolean(target?.closest("[role=radiogroup]"))
      if ("ABCD".includes(key) && key.length === 1) ref.current.choose(key)
      // ←/→ move between questions on a focused option too (taken before the browser would choose an option).
      else if (key === "N" || key === "ArrowRight") ref.current.next()
      else if (key === "P" || key === "ArrowLeft") ref.current.previous()
      else if (key === "F") ref.current.flag()
      // Inside the options the browser moves between radios itself.
      else if ((key === "ArrowDown" || key === "ArrowUp") && !inRadio) ref.current.cycle(key === "ArrowDown" ? 1 : -1)
      else return
      e.preventDefault()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [enabled])
}
