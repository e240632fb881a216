/** The status line of a thrown Response (or router error response), else null. */
function statusOf(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null
  const { status, statusText } = error as { status?: unknown; statusText?: unknown }
  return typeof status === "number" ? `${status} ${typeof statusText === "string" ? statusText : ""}`.trim() : null
}

/** Shown when a route throws while loading or rendering (see RouteErrorBoundary). */
export function RouteError({ error }: { error: unknown }) {
  const message = statusOf(error) ?? (error instanceof Error ? error.message : String(error))
  const stack = error instanceof Error && import.meta.env.DEV ? error.stack : undefined
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-lg text-muted-foreground" data-testid="error-message">
        {message}
      </p>
      {stack ? <pre className="overflow-auto rounded-lg bg-muted p-4 text-sm">{stack}</pre> : null}
      <p>
        <a className="font-semibold text-primary underline underline-offset-4" href="/">
          Back to the home page
        </a>
      </p>
    </main>
  )
}
