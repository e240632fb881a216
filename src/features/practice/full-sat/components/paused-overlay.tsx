import { Button } from "@/components/ui/button"

/** Over the module while its clock is stopped: the questions stay hidden until the student resumes. */
export function PausedOverlay({ onResume, busy }: { onResume: () => void; busy: boolean }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="paused-title"
      className="fixed inset-0 z-40 flex items-center justify-center bg-background p-6"
    >
      <div className="max-w-md text-center">
        <h2 id="paused-title" className="text-2xl font-bold">
          Paused
        </h2>
        <p className="mt-2 text-muted-foreground">
          The clock is stopped. A module can be paused for up to 10 minutes in all; after that the clock runs again.
        </p>
        <Button className="mt-6" onClick={onResume} disabled={busy} autoFocus>
          Resume
        </Button>
      </div>
    </div>
  )
}
