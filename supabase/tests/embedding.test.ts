import { beforeAll, describe, expect, it } from "vitest"
import { entitledStudent, fixtureTest, rpc, withDb } from "./helpers"

// "One student can slow everyone": PostgREST embeds along foreign keys
// between readable tables, to any depth, so a request like
// questions?select=id,practice_tests(id,questions(id,practice_tests(...)))
// multiplied rows until the 8 s statement timeout, and 24 of them in parallel
// held the connection pool while other students' saves waited seconds.

/** `*,test_modules(*,practice_tests(*,test_modules(...)))`, `depth` round trips deep. */
const pingPong = (depth: number, a: string, b: string) => {
  let select = "*"
  for (let i = 0; i < depth; i++) select = `*,${b}(*,${a}(${select}))`
  return select
}

let student: Awaited<ReturnType<typeof entitledStudent>>

beforeAll(async () => {
  student = await entitledStudent("attacker")
})

describe("no embedding chain fans out", () => {
  it("leaves no foreign key between two tables an API role can read", async () => {
    const edges = await withDb(async (db) =>
      (
        await db.query<{ edge: string }>(
          `select r.rolname || ': ' || c.conrelid::regclass || ' -> ' || c.confrelid::regclass as edge
             from pg_constraint c
             join pg_class t on t.oid = c.conrelid
             join pg_namespace n on n.oid = t.relnamespace
             cross join (values ('anon'), ('authenticated')) r(rolname)
             where c.contype = 'f' and n.nspname = 'public'
               and has_any_column_privilege(r.rolname, c.conrelid, 'SELECT')
               and has_any_column_privilege(r.rolname, c.confrelid, 'SELECT')
             order by 1`,
        )
      ).rows.map((r) => r.edge),
    )
    expect(edges).toEqual([])
  })

  it("refuses the reported attack, 24 at once, at once, while another student saves", async () => {
    const deep = "id,practice_tests(id,questions(id,practice_tests(id,questions(id,passage))))"
    const victim = await entitledStudent("victim")
    const quiz = await fixtureTest([{ type: "math", key: "A" }])
    const session = await rpc<{ id: string }>(victim.client, "start_test_session", { p_test_id: quiz.testId })
    const started = performance.now()
    const [attacks, save] = await Promise.all([
      Promise.all(Array.from({ length: 24 }, () => student.client.from("questions").select(deep))),
      victim.client.rpc("save_answer", { p_session_id: session.id, p_question_id: quiz.questionIds[0], p_answer: "A" }),
    ])
    const elapsed = performance.now() - started
    // Each is refused: by the grants (42501), or, past 8 in flight, by the gateway's per-student limit.
    const codes = attacks.map((a) => a.error?.code)
    expect(codes.every((c) => c === "42501" || c === "too_many_requests")).toBe(true)
    expect(codes).toContain("42501")
    expect(save.error).toBeNull()
    // Each used to run to the 8 s statement timeout.
    expect(elapsed).toBeLessThan(3000)
  })

  it.each([
    ["practice_tests", "test_modules", "practice_tests"],
    ["practice_tests", "user_sessions", "practice_tests"],
    ["practice_tests", "full_sat_sessions", "practice_tests"],
    ["user_answers", "session_questions", "user_answers"],
    ["analytics", "user_sessions", "analytics"],
    ["module_question_assignments", "full_sat_sessions", "module_question_assignments"],
    ["favorites", "questions", "favorites"],
    ["review_attempts", "questions", "review_attempts"],
  ])("refuses %s -> %s -> %s -> ... nine round trips deep", async (from, b, a) => {
    // practice_tests <-> test_modules alone used to reach 10 MB at depth 8 and the timeout at 9.
    const { error } = await student.client.from(from).select(pingPong(9, a, b))
    expect(error?.code).toBe("42501")
    expect(error?.message).toMatch(/^permission denied for table /)
  })

  it("refuses fan-out embedding from an RPC's result too", async () => {
    const quiz = await fixtureTest([{ type: "math", key: "A" }])
    for (const select of ["id,practice_tests(id,user_sessions(id))", "id,session_questions(question_id)"]) {
      const { error } = await student.client.rpc("start_test_session", { p_test_id: quiz.testId }).select(select)
      expect(error?.code, select).toBe("42501")
    }
  })
})

describe("request limits, as hosted Supabase sets them", () => {
  it("bounds every API role's statements", async () => {
    const settings = await withDb(
      async (db) =>
        (
          await db.query<{ rolname: string; timeout: string }>(
            `select rolname, (select split_part(s, '=', 2) from unnest(rolconfig) s where s like 'statement_timeout=%') as timeout
             from pg_roles where rolname in ('anon', 'authenticated', 'authenticator') order by rolname`,
          )
        ).rows,
    )
    expect(settings).toEqual([
      { rolname: "anon", timeout: "3s" },
      { rolname: "authenticated", timeout: "8s" },
      { rolname: "authenticator", timeout: "8s" },
    ])
  })
})
