import { useEffect } from "react"
import { afterFirstContent } from "@/lib/first-content"
import { withToast } from "@/lib/notify"

/**
 * The offline app shell's service worker, registered from the practice tree
 * (the marketing entry never carries it) once the first screen's content is
 * up and the browser is idle: a cold load of a running test fetches only
 * what its first question needs. A new version waits for the student's
 * "Reload", so nothing reloads under a running test.
 */
export function useServiceWorker() {
  useEffect(
    () =>
      afterFirstContent(() => {
        void import("./register-sw").then((m) =>
          m.registerPracticeServiceWorker((apply) =>
            withToast((toast) =>
              toast("A new version of SAT Cookie Practice is available.", {
                duration: Infinity,
                action: { label: "Reload", onClick: apply },
              }),
            ),
          ),
        )
      }),
    [],
  )
}
