import type { QueueStatus } from "../api/use-answer-queue-status"

/** While a submit waits for the answer queue to drain: how many answers are left, or that it waits for the network. */
export function SendingNotice({ status, what = "test" }: { status: QueueStatus; what?: "test" | "module" }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-30 mx-auto w-fit rounded-full bg-foreground px-4 py-2 text-sm text-background shadow-lg"
    >
      {status.state === "offline"
        ? `Offline: your ${what} will be submitted as soon as your answers can be sent.`
        : `Sending your answers… (${status.pending} left)`}
    </div>
  )
}
