import { isRouteErrorResponse, useRouteError } from "react-router-dom"

/** Shown when a route throws while loading or rendering. */
export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error)
  const stack = error instanceof Error && import.meta.env.DEV ? error.stack : undefined
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground text-lg" data-testid="error-message">
        {message}
      </p>
      {stack ? <pre className="bg-muted overflow-auto rounded-lg p-4 text-sm">{stack}</pre> : null}
      <p>
        <a className="text-primary font-semibold underline underline-offset-4" href="/">
          Back to the home page
        </a>
      </p>
    </main>
  )
}
