import { useCallback, useEffect, useRef, useState } from "react"
import { setPopstateBlocker } from "@/lib/routing/history-guard"

/** Where a held navigation was going: a link's path, or `steps` through the browser's history (Back = -1). */
type Held = { to: string; steps: number | null }

/** React Router keeps its history index in `history.state.idx`; an entry written by anything else has none. */
function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === "number" ? idx : null
}

/**
 * While a timed test's clock runs, leaving without Save and Exit lets it run
 * on: say so first. Closing or reloading the tab gets the browser's own
 * prompt (beforeunload). A click on an in-app link leaving this page, and the
 * browser's Back and Forward buttons, are held and `pending` names where they
 * went, for an in-app confirm; `leave` then completes that navigation.
 *
 * Why not React Router's useBlocker: it needs a data router, and moving the
 * practice tree to createBrowserRouter adds 16.8 kB gzip to React Router's
 * chunk on every practice page (measured: 14.05 -> 30.88 kB), on a load budget
 * already over. Back is held the way useBlocker holds it, through
 * lib/routing/history-guard (the first popstate listener on window): neither
 * React Router nor the app shell sees the entry change, and the browser steps
 * back to the runner's entry. That also holds Back to a marketing page, which
 * a practice-only data router would not.
 */
export function useLeaveGuard(active: boolean) {
  const [held, setHeld] = useState<Held | null>(null)
  // Popstate events this hook causes itself (stepping back to the runner, or leaving) pass unheld.
  const own = useRef<"restore" | "leave" | null>(null)
  useEffect(() => {
    if (!active) return
    const here = historyIndex()
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = ""
    }
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const link = (e.target as Element | null)?.closest?.("a[href]")
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== "_self") ||
        link.hasAttribute("download")
      )
        return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      // Capture phase on the document: React Router's own handler (at the root) never sees the click.
      e.preventDefault()
      e.stopPropagation()
      setHeld({ to: url.pathname + url.search + url.hash, steps: null })
    }
    // True holds the entry change from React Router and the app shell: the runner stays mounted.
    const onPopState = () => {
      if (own.current === "leave") return false
      if (own.current === "restore") {
        own.current = null
        return true
      }
      const there = historyIndex()
      const steps = here != null && there != null ? there - here : -1
      if (steps === 0) return false
      const to = window.location.pathname + window.location.search + window.location.hash
      own.current = "restore"
      window.history.go(-steps)
      setHeld({ to, steps })
      return true
    }
    window.addEventListener("beforeunload", onBeforeUnload)
    document.addEventListener("click", onClick, true)
    const unblock = setPopstateBlocker(onPopState)
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      document.removeEventListener("click", onClick, true)
      unblock()
    }
  }, [active])

  const clear = useCallback(() => setHeld(null), [])
  /** Completes the held navigation (a link through `navigate`, Back and Forward through the browser's history), or, with none held, `otherwise`. */
  const leave = useCallback(
    (navigate: (to: string) => void, otherwise?: () => void) => {
      setHeld(null)
      if (!held) return otherwise?.()
      if (held.steps == null) return navigate(held.to)
      own.current = "leave"
      window.history.go(held.steps)
      // The "leave" popstate arrives asynchronously; later ones are held again (if still active).
      window.addEventListener("popstate", () => (own.current = null), { once: true })
    },
    [held],
  )
  return { pending: held?.to ?? null, clear, leave }
}
