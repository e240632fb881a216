import { useState } from "react"
import { signOut } from "@/features/practice/auth/api/access"
import { TestPicker } from "@/features/practice/tests/components/test-picker"

export function DashboardPage({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <main className="mx-auto max-w-4xl p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">SAT Practice Dashboard</h1>
        <div className="flex items-center gap-3 text-sm">
          <span className="break-all">
            Signed in as <strong>{email}</strong>
          </span>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              signOut().finally(() => setBusy(false))
            }}
            className="shrink-0 rounded-lg border border-border px-3 py-1.5 font-medium whitespace-nowrap"
          >
            Sign out
          </button>
        </div>
      </header>
      {/* fecore: the test picker (feshell owns the header above). */}
      <div className="mt-8">
        <TestPicker />
      </div>
    </main>
  )
}
