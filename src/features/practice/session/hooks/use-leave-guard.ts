import { useEffect, useState } from "react"

/**
 * While a timed test's clock runs, leaving without Save and Exit lets it run
 * on: say so first. Closing or reloading the tab gets the browser's own
 * prompt (beforeunload); a click on an in-app link leaving this page is held
 * and `pending` names where it went, for an in-app confirm. (The practice
 * app uses the declarative BrowserRouter, so React Router's useBlocker is not
 * available; the browser's Back button is not held.)
 */
export function useLeaveGuard(active: boolean) {
  const [pending, setPending] = useState<string | null>(null)
  useEffect(() => {
    if (!active) return
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
      setPending(url.pathname + url.search + url.hash)
    }
    window.addEventListener("beforeunload", onBeforeUnload)
    document.addEventListener("click", onClick, true)
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload)
      document.removeEventListener("click", onClick, true)
    }
  }, [active])
  return { pending, clear: () => setPending(null) }
}
