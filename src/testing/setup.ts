import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach, beforeEach } from "vitest"
import { resetToasts, toasterMounted } from "@/lib/notify"

// findBy*/waitFor give up after 1 s by default: a render on a loaded 2-core machine
// can take longer. The limit only bounds a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 })

// A component under test renders without the app's lazy toaster: its toasts go straight to
// sonner (the test file's mock when it checks them), as if the toaster were mounted.
// Imported here, after the test file's vi.mock("sonner") is in place.
beforeEach(async () => {
  const { toast } = await import("sonner")
  toasterMounted(toast)
})
afterEach(() => {
  cleanup()
  resetToasts()
})
