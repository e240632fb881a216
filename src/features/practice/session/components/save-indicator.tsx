import type { QueueStatus } from "../api/use-answer-queue-status"

const TEXT = {
  saving: "Saving…",
  saved: "All answers saved",
  offline: "Offline: answers will be sent when you reconnect",
} as const

/** The quiet indicator: what happens to the answers, without interrupting. */
export function SaveIndicator({ status }: { status: QueueStatus }) {
  return (
    <div className="text-xs" aria-live="polite">
      <p className="text-muted-foreground">
        <span
          aria-hidden
          className={
            status.state === "saved"
              ? "mr-1 inline-block size-2 rounded-full bg-emerald-600"
              : status.state === "offline"
                ? "mr-1 inline-block size-2 rounded-full border border-muted-foreground"
                : "mr-1 inline-block size-2 animate-pulse rounded-full bg-primary"
          }
        />
        {TEXT[status.state]}
      </p>
      {status.refused.length > 0 && (
        <p role="alert" className="mt-1 font-medium text-destructive">
          Time is up: {status.refused.length} late {status.refused.length === 1 ? "change was" : "changes were"} not
          accepted. {status.refused.length === 1 ? "It is" : "They are"} kept on this device.
        </p>
      )}
      {status.failed.length > 0 && (
        <p role="alert" className="mt-1 font-medium text-destructive">
          Not saved: {status.failed[0]!.message}
        </p>
      )}
    </div>
  )
}
