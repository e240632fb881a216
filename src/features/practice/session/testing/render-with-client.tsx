import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom"
import { registerAnswerQueue } from "@/features/practice/session/api/answer-queue"
import type { SessionQuestion, SessionRow } from "@/features/practice/session/api/types"

/** Shows where the app navigated, for assertions. */
function Where() {
  const { pathname } = useLocation()
  return <p data-testid="location">{pathname}</p>
}

/** Renders `ui` at `path` with a fresh client (no retries) and the answer queue's defaults. */
export function renderWithClient(ui: ReactElement, { path = "/", route = "*" } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  registerAnswerQueue(client, () => 1)
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== "*" && <Route path="*" element={null} />}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { client, ...result }
}

export const sessionRow = (over: Partial<SessionRow> = {}): SessionRow =>
  ({
    id: "s1",
    user_id: "u1",
    practice_test_id: "t-math",
    full_sat_session_id: null,
    test_module_id: null,
    session_status: "active",
    is_timed: true,
    question_count: 3,
    current_question: 1,
    time_limit_seconds: 2100,
    time_remaining_seconds: 2100,
    remaining_seconds: 2100,
    correct_count: null,
    total_score: null,
    score_percent: null,
    completed_at: null,
    created_at: "2026-11-23T10:00:00Z",
    updated_at: "2026-11-23T10:00:00Z",
    ...over,
  }) as SessionRow

export const mcq = (n: number, over: Partial<SessionQuestion> = {}): SessionQuestion => ({
  position: n,
  question_id: `q${n}`,
  section: "math",
  question_type: "math",
  format: "mcq",
  domain: "Algebra",
  topic: "Linear equations",
  difficulty_level: 3,
  passage: null,
  question_text: `<p>What is question ${n}?</p>`,
  options: { A: `alpha ${n}`, B: `beta ${n}`, C: `gamma ${n}`, D: `delta ${n}` },
  user_answer: null,
  time_spent_seconds: 0,
  flagged: false,
  eliminated: "",
  client_seq: 0,
  ...over,
})

export const spr = (n: number): SessionQuestion =>
  mcq(n, { format: "spr", options: null, question_text: `<p>Solve ${n}.</p>` })
