import { describe, expect, it, vi } from "vitest"
import type { SessionQuestion, SessionRow } from "@/lib/supabase/rpc/sessions"
import type { LocalSession } from "../api/local-session"
import { emptyEntry } from "../domain/answers"
import { mergeStart } from "./use-session-bootstrap"

vi.mock("@/lib/supabase/rpc/sessions", () => ({}))

const NOW = Date.parse("2026-11-23T10:00:00Z")
const session = (over: Partial<SessionRow> = {}): SessionRow =>
  ({
    id: "s",
    is_timed: true,
    current_question: 3,
    question_count: 3,
    time_remaining_seconds: 1200,
    remaining_seconds: 1000,
    deadline_at: "2026-11-23T10:20:00Z",
    updated_at: "2026-11-23T09:59:00Z",
    ...over,
  }) as SessionRow
const q = (id: string, over: Partial<SessionQuestion> = {}): SessionQuestion =>
  ({
    question_id: id,
    user_answer: null,
    flagged: false,
    eliminated: "",
    time_spent_seconds: 0,
    client_seq: 0,
    ...over,
  }) as SessionQuestion
const local = (over: Partial<LocalSession> = {}): LocalSession => ({
  v: 1,
  answers: {},
  currentIndex: 0,
  deadline: NOW + 500_000,
  savedAt: NOW - 1000,
  ...over,
})

describe("mergeStart", () => {
  const questions = [q("a", { user_answer: "A", client_seq: 10 }), q("b", { user_answer: "B", client_seq: 20 }), q("c")]

  it("keeps the newest change per question and resends only what the server lacks", () => {
    const l = local({
      answers: {
        a: { ...emptyEntry, answer: "C", seq: 30 }, // newer on the device
        b: { ...emptyEntry, answer: "D", seq: 5 }, // an older replay
        c: { ...emptyEntry, flagged: true, seq: 40 },
      },
    })
    const start = mergeStart(session(), questions, l, NOW, true)
    expect(start.answers.a!.answer).toBe("C")
    expect(start.answers.b!.answer).toBe("B")
    expect(start.answers.c!.flagged).toBe(true)
    expect(start.unsent.map(([id]) => id)).toEqual(["a", "c"])
  })

  it.each([
    ["fresh server clock wins", session(), local(), true, NOW + 1_000_000],
    ["offline: the device's deadline", session(), local(), false, NOW + 500_000],
    ["offline, no device copy: the server's deadline_at", session(), null, false, Date.parse("2026-11-23T10:20:00Z")],
    ["untimed: no deadline", session({ is_timed: false }), local(), true, null],
  ])("deadline: %s", (_n, s, l, fresh, expected) => {
    expect(mergeStart(s, questions, l, NOW, fresh).deadline).toBe(expected)
  })

  it.each([
    ["device newer: its position", local({ currentIndex: 1, savedAt: NOW }), 1],
    ["server newer: its position", local({ currentIndex: 1, savedAt: NOW - 3_600_000 }), 2],
    ["no device copy: the server's", null, 2],
    ["out of range is clamped", local({ currentIndex: 99, savedAt: NOW }), 2],
  ])("position: %s", (_n, l, expected) => {
    expect(mergeStart(session(), questions, l, NOW, true).index).toBe(expected)
  })
})
