/**
 * Toasts without putting sonner (~8 kB gzip) on the path to a test's first
 * question: the library loads with the first toast (the <Toaster/> mounts
 * lazily too, and both share one module instance).
 */
export function notifyError(title: string, description: string) {
  void import("sonner").then(({ toast }) => toast.error(title, { description }))
}
