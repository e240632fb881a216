import { beforeAll, describe, expect, it } from "vitest"
import { entitledStudent, fixtureTest, rpc, withDb } from "./helpers"

// Even the database owner cannot store an impossible state: the constraints
// hold whatever code writes the rows.
let ids: { session: string; question: string; user: string; test: string }

beforeAll(async () => {
  const quiz = await fixtureTest([{ type: "math", key: "A" }])
  const s = await entitledStudent()
  const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
  ids = { session: session.id, question: quiz.questionIds[0]!, user: s.user.id, test: quiz.testId }
})

const violation = (sql: string, params: (p: typeof ids) => unknown[] = () => []) =>
  withDb((db) =>
    db.query(sql, params(ids)).then(
      () => "accepted",
      (e: { constraint?: string; code?: string }) => e.constraint ?? e.code,
    ),
  )

describe("constraints reject impossible states", () => {
  it.each([
    [
      "an answer letter outside A-D",
      "insert into public.user_answers (session_id, question_id, user_id, user_answer) values ($1, $2, $3, 'E')",
      "user_answers_shape",
    ],
    [
      "a negative time spent",
      "insert into public.user_answers (session_id, question_id, user_id, time_spent_seconds) values ($1, $2, $3, -1)",
      "user_answers_time_range",
    ],
    [
      "a completed session without completed_at",
      "update public.user_sessions set session_status = 'completed', correct_count = 0 where id = $1",
      "user_sessions_completed_at",
    ],
    [
      "a completed session without a grade",
      "update public.user_sessions set session_status = 'completed', completed_at = now() where id = $1",
      "user_sessions_completed_graded",
    ],
    [
      "negative time remaining",
      "update public.user_sessions set time_remaining_seconds = -5 where id = $1",
      "user_sessions_remaining_nonnegative",
    ],
    [
      "more time remaining than the limit",
      "update public.user_sessions set time_remaining_seconds = time_limit_seconds + 1 where id = $1",
      "user_sessions_timer",
    ],
    [
      "a current question past the end",
      "update public.user_sessions set current_question = question_count + 1 where id = $1",
      "user_sessions_current_in_range",
    ],
    [
      "eliminated options that repeat a letter",
      "insert into public.user_answers (session_id, question_id, user_id, eliminated) values ($1, $2, $3, 'BB')",
      "user_answers_eliminated_shape",
    ],
    [
      "a timed session without a deadline",
      "update public.user_sessions set deadline_at = null where id = $1",
      "user_sessions_deadline",
    ],
    [
      "more than 10 minutes of pause",
      "update public.user_sessions set paused_seconds = 601 where id = $1",
      "user_sessions_paused_range",
    ],
    [
      "a submitted session still paused",
      "update public.user_sessions set paused_at = now(), session_status = 'completed', completed_at = now(), correct_count = 0 where id = $1",
      "user_sessions_pause_timed",
    ],
    [
      "a score above 1600",
      "update public.user_sessions set total_score = 1700 where id = $1",
      "user_sessions_score_range",
    ],
  ])("%s", async (_, sql, constraint) => {
    const params = sql.startsWith("insert")
      ? (p: typeof ids) => [p.session, p.question, p.user]
      : (p: typeof ids) => [p.session]
    expect(await violation(sql, params)).toBe(constraint)
  })

  it.each([
    [
      "a difficulty of 10",
      "update public.questions set difficulty_level = 10 where id = $1",
      "questions_difficulty_range",
    ],
    [
      "multiple choice without option D",
      "update public.questions set options = options - 'D' where id = $1",
      "questions_options_shape",
    ],
    [
      "a key letter outside A-D",
      "update public.question_keys set correct_answer = 'E' where question_id = $1",
      "question_keys_letter",
    ],
  ])("%s", async (_, sql, constraint) => {
    expect(await violation(sql, (p) => [p.question])).toBe(constraint)
  })

  it("an answer to a question that is not in the session", async () => {
    const other = await fixtureTest([{ type: "math", key: "B" }])
    const result = await violation(
      "insert into public.user_answers (session_id, question_id, user_id) values ($1, $2, $3)",
      (p) => [p.session, other.questionIds[0], p.user],
    )
    expect(result).toBe("user_answers_session_id_question_id_fkey")
  })

  it.each([
    ["lower-case", "demo2027"],
    ["too short", "AB"],
    ["with spaces", "NEW CODE"],
  ])("a setup code that is %s", async (_, code) => {
    expect(await violation("insert into public.setup_codes (code) values ($1)", () => [code])).toBe(
      "setup_codes_code_format",
    )
  })
})
