import type { toast as sonnerToast } from "sonner"

/*
 * Toasts without putting sonner (~9 KiB gzip) on the path to a test's first
 * question. The <Toaster> loads when the first toast is raised, and sonner is
 * not relied on to replay toasts raised before its <Toaster> subscribed: a
 * toast asked for before the toaster is mounted waits here, asks for the
 * toaster, and shows once it has mounted.
 */
export type Toast = typeof sonnerToast

let mounted: Toast | null = null
const waiting: ((toast: Toast) => void)[] = []
let wanted = false
const wantListeners = new Set<() => void>()

/** Shows a toast now if the toaster is up, otherwise once it is (and asks for it to load). */
export function withToast(show: (toast: Toast) => void) {
  if (mounted) return show(mounted)
  waiting.push(show)
  if (wanted) return
  wanted = true
  wantListeners.forEach((l) => l())
}

export function notifyError(title: string, description: string) {
  withToast((toast) => toast.error(title, { description }))
}

/** Called by the toaster once mounted (sonner subscribed): what waited shows, in order. Returns the unmount. */
export function toasterMounted(toast: Toast): () => void {
  mounted = toast
  waiting.splice(0).forEach((show) => show(toast))
  return () => {
    if (mounted === toast) mounted = null
  }
}

/** Whether a toast has been raised (the lazy toaster loads from then on). */
export const toasterWanted = {
  get: () => wanted,
  subscribe: (listener: () => void) => {
    wantListeners.add(listener)
    return () => void wantListeners.delete(listener)
  },
}

/** For tests: no toaster, nothing waiting. */
export function resetToasts() {
  mounted = null
  wanted = false
  waiting.length = 0
}
