import type { ReactNode } from "react"

/** A full-screen message of the runner (loading, errors): centred, with an optional action. */
export function FlowMessage({ role, children }: { role: "status" | "alert"; children: ReactNode }) {
  return (
    <div role={role} className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      {children}
    </div>
  )
}
