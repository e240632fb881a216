import { QueryErrorResetBoundary, useQueryClient } from "@tanstack/react-query"
import { Component, type ReactNode } from "react"
import { Link, useLocation } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { isChunkLoadError, reloadForNewVersion } from "@/lib/chunk-reload"

type Props = {
  /** What failed, in the student's words: "the practice app", "this test", "this question". */
  what: string
  children: ReactNode
}

type InnerProps = Props & { location: string; resetQueries: () => void }
type State = { error: unknown; location: string }

/**
 * A render error inside a part of the practice app shows a recovery screen
 * for that part only: "Try again" resets the failed queries and renders it
 * again, and a link leads home. A runner's answers are not in its React
 * state alone: each is on this device (IndexedDB) and in the send queue
 * (the query client, above every boundary) before the runner re-renders,
 * so dropping the runner's tree loses none of them, and "Try again"
 * resumes from that copy. A lazy chunk missing after a deploy reloads once.
 */
class Boundary extends Component<InnerProps, State> {
  state: State = { error: null, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") }
  }

  static getDerivedStateFromProps(props: InnerProps, state: State): Partial<State> | null {
    // Moving to another page leaves the error behind.
    return props.location === state.location ? null : { error: null, location: props.location }
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadForNewVersion()
    else console.error(error)
  }

  retry = () => {
    this.props.resetQueries()
    this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error)
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <h2 className="text-xl font-bold">Something went wrong with {this.props.what}</h2>
        <p className="text-muted-foreground">
          Your answers are saved on this device and will be sent. Try again, or go back to the dashboard.
        </p>
        {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonVariants({ size: "sm" })} onClick={this.retry}>
            Try again
          </button>
          <Link to={paths.practice.root} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Back to the dashboard
          </Link>
        </div>
      </div>
    )
  }
}

export function PracticeErrorBoundary({ what, children }: Props) {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary
          what={what}
          location={pathname}
          resetQueries={() => {
            reset()
            // Failed reads start over (a throwing query and any other that failed with it).
            void queryClient.resetQueries({ predicate: (q) => q.state.status === "error" })
          }}
        >
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  )
}
