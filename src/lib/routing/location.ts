import { useSyncExternalStore } from "react"
import { installHistoryGuard } from "./history-guard"

/*
 * The app shell's router (the marketing pages, the 404 page, the route
 * switch in src/app): six static pages need no more than the browser
 * location as an external store. React Router (13 kB gzip even in
 * its declarative form) would not fit the 90 kB entry budget; it lives in
 * the lazy /practice chunk, which reports its own navigations through
 * `notifyLocationChange`.
 */
const listeners = new Set<() => void>()

export function notifyLocationChange() {
  for (const listener of listeners) listener()
}

export function subscribeToLocation(listener: () => void) {
  // First on window's popstate, so that a held Back never reaches this store or React Router.
  installHistoryGuard()
  listeners.add(listener)
  window.addEventListener("popstate", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("popstate", listener)
  }
}

export function navigate(to: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, "", to)
  else window.history.pushState(null, "", to)
  notifyLocationChange()
}

export function usePathname(): string {
  return useSyncExternalStore(subscribeToLocation, () => window.location.pathname)
}

/** Paths compare as React Router compares them: case-insensitive, trailing slash ignored. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "").toLowerCase() || "/"
}
