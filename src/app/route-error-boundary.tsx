import { Component, type ReactNode } from "react"
import { usePathname } from "@/lib/routing/location"
import { RouteError } from "./route-error"

type Props = { location: string; children: ReactNode }
type State = { error: unknown; failed: boolean; location: string }

/**
 * A throw while rendering a page (or loading the lazy practice chunk) shows
 * the error screen; moving to another URL clears it.
 */
class Boundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false, location: this.props.location }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, failed: false, location: props.location }
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={usePathname()}>{children}</Boundary>
}
