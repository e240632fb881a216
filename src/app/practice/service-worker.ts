import { useEffect } from "react"

/**
 * The offline app shell's service worker, registered from the practice tree
 * (the marketing entry never carries it). A new version waits for the
 * student's "Reload", so nothing reloads under a running test.
 */
export function useServiceWorker() {
  useEffect(() => {
    void import("./register-sw").then((m) =>
      m.registerPracticeServiceWorker(
        (apply) =>
          void import("sonner").then(({ toast }) =>
            toast("A new version of SAT Cookie Practice is available.", {
              duration: Infinity,
              action: { label: "Reload", onClick: apply },
            }),
          ),
      ),
    )
  }, [])
}
