import { beforeAll, describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, fixtureTest, newClient, rpc, signedInStudent } from "./helpers"

// Every student-owned table, with a row of Alice's in it: Bob (entitled),
// Carol (signed in, no code) and anon must see none of them, and nobody can
// write them directly.
const OWNED = [
  "user_sessions",
  "session_questions",
  "user_answers",
  "analytics",
  "full_sat_sessions",
  "module_question_assignments",
  "favorites",
  "review_attempts",
  "student_entitlements",
] as const

let alice: Awaited<ReturnType<typeof entitledStudent>>

beforeAll(async () => {
  alice = await entitledStudent("alice")
  const quiz = await fixtureTest([{ type: "math", key: "A" }])
  const session = await rpc<{ id: string }>(alice.client, "start_test_session", { p_test_id: quiz.testId })
  await rpc(alice.client, "save_answer", {
    p_session_id: session.id,
    p_question_id: quiz.questionIds[0],
    p_answer: "A",
  })
  await rpc(alice.client, "submit_session", { p_session_id: session.id })
  await rpc(alice.client, "check_review_answer", { p_question_id: quiz.questionIds[0], p_answer: "B" })
  await rpc(alice.client, "toggle_favorite", { p_question_id: quiz.questionIds[0] })
  const sat = await fixtureFullSat()
  const state = await rpc<{ session: { id: string } }>(alice.client, "start_full_sat", { p_test_id: sat.testId })
  await rpc(alice.client, "start_module", { p_full_sat_session_id: state.session.id, p_module_order: 1 })
})

describe("row-level security on every student table", () => {
  it.each(OWNED)("%s: Alice reads her rows", async (table) => {
    const { data, error } = await alice.client.from(table).select("*")
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    expect(data!.every((r) => r.user_id === alice.user.id)).toBe(true)
  })

  it.each(OWNED)("%s: another student, a student without a code and anon read none of them", async (table) => {
    const bob = await entitledStudent("bob")
    const carol = await signedInStudent("carol")
    for (const c of [bob.client, carol.client, newClient()]) {
      const { data } = await c.from(table).select("*").eq("user_id", alice.user.id)
      expect(data ?? []).toEqual([])
    }
  })

  it.each(OWNED.filter((t) => t !== "favorites"))("%s: nobody writes it through the API", async (table) => {
    const del = await alice.client.from(table).delete().eq("user_id", alice.user.id).select()
    expect(del.error?.code).toBe("42501")
    const upd = await alice.client.from(table).update({ user_id: alice.user.id }).eq("user_id", alice.user.id).select()
    expect(upd.error?.code).toBe("42501")
  })

  it("keeps the catalogue read-only and the keys unreadable", async () => {
    for (const table of ["practice_tests", "test_modules", "questions"]) {
      const { error } = await alice.client.from(table).delete().neq("id", "00000000-0000-0000-0000-000000000000")
      expect(error?.code, table).toBe("42501")
    }
    expect((await alice.client.from("question_keys").select("*")).error?.code).toBe("42501")
    expect((await alice.client.from("setup_codes").select("*")).error?.code).toBe("42501")
  })
})
