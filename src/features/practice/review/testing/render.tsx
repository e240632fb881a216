import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"

/** Shows where the app navigated to, so tests can assert the URL. */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

/** Renders a review page at `url` (matched against `path`) with a fresh query client (no retries). */
export function renderAt(
  ui: ReactElement,
  { url, path = "*", state }: { url: string; path?: string; state?: unknown },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  })
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[
          { pathname: url.split("?")[0], search: url.includes("?") ? `?${url.split("?")[1]}` : "", state },
        ]}
      >
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...utils, client }
}
