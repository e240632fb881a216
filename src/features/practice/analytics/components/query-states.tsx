import { Button } from "@/components/ui/button"

export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {label}
    </p>
  )
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-border bg-card p-6 text-center">
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
