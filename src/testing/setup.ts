import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach, beforeEach } from "vitest"
import { resetToasts, toasterMounted } from "@/lib/notify"

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
