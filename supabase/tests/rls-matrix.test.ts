import { beforeAll, describe, expect, it } from "vitest"
import { entitledStudent, fixtureFullSat, fixtureTest, newClient, rpc, signedInStudent } from "./helpers"

// Every student-owned table, with a row of Alice's in it. The ones a student
// reads directly: Alice sees hers; Bob (entitled), Carol (signed in, no code)
// see none of them; anon reads no table at all. The hubs of her data are
// closed to direct reads (the RPCs serve them), for everyone. Nobody inserts,
// updates or deletes any of them directly (favourites: only her own, through
// the RLS policy).
const READABLE = [
  "user_answers",
  "analytics",
  "module_question_assignments",
  "favorites",
  "review_attempts",
  "student_entitlements",
] as const
const CLOSED = ["user_sessions", "session_questions", "full_sat_sessions"] as const
const OWNED = [...READABLE, ...CLOSED] as const

let alice: Awaited<ReturnType<typeof entitledStudent>>
let questionId: string

beforeAll(async () => {
  alice = await entitledStudent("alice")
  const quiz = await fixtureTest([{ type: "math", key: "A" }])
  questionId = quiz.questionIds[0]!
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
  it.each(READABLE)("%s: Alice reads her rows", async (table) => {
    const { data, error } = await alice.client.from(table).select("*")
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)
    expect(data!.every((r) => r.user_id === alice.user.id)).toBe(true)
  })

  it.each(READABLE)(
    "%s: another student and a student without a code read none of them; anon reads nothing",
    async (table) => {
      const bob = await entitledStudent("bob")
      const carol = await signedInStudent("carol")
      for (const c of [bob.client, carol.client]) {
        const { data, error } = await c.from(table).select("*").eq("user_id", alice.user.id)
        expect(error).toBeNull()
        expect(data).toEqual([])
      }
      const anon = await newClient().from(table).select("*").eq("user_id", alice.user.id)
      expect(anon.error?.code).toBe("42501")
    },
  )

  it.each(CLOSED)("%s: nobody reads it directly, not even its owner", async (table) => {
    for (const c of [alice.client, newClient()]) {
      const { data, error } = await c.from(table).select("*").eq("user_id", alice.user.id)
      expect(error?.code).toBe("42501")
      expect(data).toBeNull()
    }
  })

  it.each(OWNED.filter((t) => t !== "favorites"))("%s: nobody writes it through the API", async (table) => {
    const del = await alice.client.from(table).delete().eq("user_id", alice.user.id).select()
    expect(del.error?.code).toBe("42501")
    const upd = await alice.client.from(table).update({ user_id: alice.user.id }).eq("user_id", alice.user.id).select()
    expect(upd.error?.code).toBe("42501")
    const ins = await alice.client.from(table).insert({ user_id: alice.user.id }).select()
    expect(ins.error?.code).toBe("42501")
    expect((await newClient().from(table).insert({ user_id: alice.user.id })).error?.code).toBe("42501")
  })

  it("favorites: a student inserts only her own, and never updates one", async () => {
    const bob = await entitledStudent("bob")
    const forged = await bob.client.from("favorites").insert({ user_id: alice.user.id, question_id: questionId })
    expect(forged.error?.code).toBe("42501")
    const carol = await signedInStudent("carol")
    const unentitled = await carol.client.from("favorites").insert({ user_id: carol.user.id, question_id: questionId })
    expect(unentitled.error?.code).toBe("42501")
    const upd = await alice.client.from("favorites").update({ question_id: questionId }).eq("user_id", alice.user.id)
    expect(upd.error?.code).toBe("42501")
    expect((await newClient().from("favorites").insert({ question_id: questionId })).error?.code).toBe("42501")
  })

  it("keeps the catalogue read-only and the keys unreadable", async () => {
    const keyColumn = (table: string) => (table === "question_keys" ? "question_id" : "id")
    for (const table of ["practice_tests", "test_modules", "questions", "question_keys", "setup_codes"]) {
      const del = await alice.client.from(table).delete().neq(keyColumn(table), "00000000-0000-0000-0000-000000000000")
      expect(del.error?.code, table).toBe("42501")
      const row: Record<string, string> = { [keyColumn(table)]: crypto.randomUUID() }
      const ins = await alice.client.from(table).insert(row)
      expect(ins.error?.code, table).toBe("42501")
    }
    for (const table of ["question_keys", "setup_codes", "questions", "test_modules"])
      expect((await alice.client.from(table).select("*")).error?.code, table).toBe("42501")
  })
})
