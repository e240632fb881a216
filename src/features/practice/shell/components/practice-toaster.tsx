import { Toaster } from "sonner"
import { useResolvedTheme } from "../hooks/use-preferences"

/** Sonner's toasts in the practice theme (light, dark, or the system's). */
export function PracticeToaster() {
  const theme = useResolvedTheme()
  return <Toaster theme={theme} richColors closeButton position="top-center" />
}
