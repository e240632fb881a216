import { useEffect, useState, useSyncExternalStore } from "react"
import { afterFirstContent } from "@/lib/first-content"
import { moduleLoader, useModule } from "@/lib/lazy-module"
import { toasterWanted } from "@/lib/notify"

// Not React.lazy: a toaster that cannot be fetched (offline before the service worker holds the
// app) must not throw the practice app into its error boundary; it loads when the connection returns.
const toaster = moduleLoader(() => import("@/features/practice/shell/components/practice-toaster"))

/**
 * Sonner's <Toaster>, not on any screen's first load: it loads when the browser is idle after the
 * first content (first-content.ts), or at once when a toast is raised before that. A toast raised
 * before it mounted waits in lib/notify.ts and shows once it has (never lost, never twice).
 */
export function DeferredToaster() {
  const [idle, setIdle] = useState(false)
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get)
  useEffect(() => afterFirstContent(() => setIdle(true)), [])
  const show = idle || wanted
  useEffect(() => {
    if (show) toaster.request()
  }, [show])
  const { module } = useModule(toaster)
  return show && module ? <module.PracticeToaster /> : null
}
