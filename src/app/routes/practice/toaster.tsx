import { useEffect, useSyncExternalStore } from "react"
import { moduleLoader, useModule } from "@/lib/lazy-module"
import { toasterWanted } from "@/lib/notify"

// Not React.lazy: a toaster that cannot be fetched (offline before the service worker holds the
// app) must not throw the practice app into its error boundary; it loads when the connection returns.
const toaster = moduleLoader(() => import("@/features/practice/shell/components/practice-toaster"))

/**
 * Sonner's <Toaster> (9.2 KiB gzip), loaded when the first toast is raised and not before: most
 * visits raise none, and loading it when idle after the first content put it on a test's cold
 * load through the test detail page (the student reads that page, so its idle work has run by
 * Start). The toast waits in lib/notify.ts and shows once the toaster has mounted (never lost,
 * never twice); offline, the chunk comes from the service worker's precache.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get)
  useEffect(() => {
    if (wanted) toaster.request()
  }, [wanted])
  const { module } = useModule(toaster)
  return wanted && module ? <module.PracticeToaster /> : null
}
