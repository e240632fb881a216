import { describe, expect, it } from "vitest"
import { ageSession, entitledStudent, fixtureTest, rpc } from "./helpers"

// Issue 16, part 3 (low): answers claiming 3,600 s each were accepted in
// untimed sessions, and three untimed submits made "60 hours practised".
// The caps (docs/security.md): 10 minutes per answer; a session's total at
// most 10 minutes a question and the wall-clock time since it started.

type Saved = { time_spent_seconds: number }
type History = { stats: { minutes_practised: number } }

async function untimedSessionClaiming(claimSeconds: number, ageSeconds = 0) {
  const s = await entitledStudent("untimed")
  const quiz = await fixtureTest([
    { type: "math", key: "A" },
    { type: "math", key: "B" },
    { type: "math", key: "C" },
  ])
  const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId, p_timed: false })
  if (ageSeconds) await ageSession(session.id, ageSeconds)
  const saved: number[] = []
  for (const q of quiz.questionIds) {
    const r = await rpc<Saved>(s.client, "save_answer", {
      p_session_id: session.id,
      p_question_id: q,
      p_answer: "A",
      p_time_spent_seconds: claimSeconds,
    })
    saved.push(r.time_spent_seconds)
  }
  await rpc(s.client, "submit_session", { p_session_id: session.id })
  const history = await rpc<History>(s.client, "get_test_history")
  return { saved, minutes: history.stats.minutes_practised }
}

describe("time claimed in an untimed session", () => {
  it("counts at most 10 minutes per answer", async () => {
    const { saved } = await untimedSessionClaiming(3600, 4 * 3600)
    expect(saved).toEqual([600, 600, 600])
  })

  it("counts a session for no more than the time since it started", async () => {
    // Started moments ago: three answers claiming an hour each add up to seconds, not hours.
    const { minutes } = await untimedSessionClaiming(3600)
    expect(minutes).toBeLessThanOrEqual(2)
  })

  it("counts a long untimed session for at most 10 minutes a question", async () => {
    // Started four hours ago: 3 questions count for at most 30 minutes.
    const { minutes } = await untimedSessionClaiming(3600, 4 * 3600)
    expect(minutes).toBe(30)
  })

  it("keeps honest figures as they are", async () => {
    const { saved, minutes } = await untimedSessionClaiming(90, 3600)
    expect(saved).toEqual([90, 90, 90])
    expect(minutes).toBe(5)
  })
})
