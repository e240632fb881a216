import { useEffect } from "react"
import { toast, Toaster } from "sonner"
import { toasterMounted } from "@/lib/notify"
import { useResolvedTheme } from "../hooks/use-preferences"

/** Sonner's toasts in the practice theme (light, dark, or the system's). */
export function PracticeToaster() {
  const theme = useResolvedTheme()
  // The <Toaster>'s own effect (a child's) has subscribed by now: toasts raised before it mounted show.
  useEffect(() => toasterMounted(toast), [])
  return <Toaster theme={theme} richColors closeButton position="top-center" />
}
