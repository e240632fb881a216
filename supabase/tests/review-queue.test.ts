import type { SupabaseClient } from "@supabase/supabase-js"
import { beforeAll, describe, expect, it } from "vitest"
import type { DueCard, ReviewCard, ReviewListItem, ReviewQuestion, ReviewStats } from "@/lib/supabase/rpc/review"
import { entitledStudent, fixtureFullSat, fixtureReviewQuestions, fixtureTest, newClient, rpc, withDb } from "./helpers"
import { awayFromMinuteEdge } from "./client-address"

type Student = Awaited<ReturnType<typeof entitledStudent>>

/** An RPC's whole response: data, error and HTTP status. */
async function call(client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) {
  const { data, error, status } = await client.rpc(fn, args)
  return { data, error, status }
}

const list = (s: Student, filter: string, value?: string) =>
  rpc<ReviewListItem[]>(s.client, "list_review_questions", { p_filter: filter, ...(value ? { p_value: value } : {}) })
const ids = (rows: { id: string }[]) => rows.map((r) => r.id)
const FILTERS = [["all"], ["section", "math"], ["topic"], ["difficulty", "medium"], ["favorites"], ["weak"], ["due"]]

/** Every key name anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into))
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      into.add(k)
      keysOf(v, into)
    }
  return into
}
const KEY_FIELDS = ["correct_answer", "accepted_answers", "explanation", "key", "answer"]

/** The student's cards, read through the API under RLS. */
async function ownCards(s: Student) {
  const { data, error } = await s.client.from("review_cards").select("*").order("question_id")
  if (error) throw error
  return data as (ReviewCard & { user_id: string; question_id: string })[]
}

/** Answers a session's questions (question id -> answer; others left blank) and submits it. */
async function takeTest(s: Student, testId: string, answers: Record<string, string>) {
  const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: testId })
  for (const [questionId, answer] of Object.entries(answers))
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: questionId, p_answer: answer })
  await rpc(s.client, "submit_session", { p_session_id: session.id })
  return session.id
}

/** The questions `userId` may review by the per-question predicate (private.key_releasable), in list order. */
const releasable = (userId: string, where = "true") =>
  withDb(async (db) =>
    (
      await db.query<{ id: string }>(
        `select q.id from public.questions q
         where private.key_releasable($1, q.id) and ${where}
         order by q.question_type, q.difficulty_level, q.id`,
        [userId],
      )
    ).rows.map((r) => r.id),
  )

let quiz: Awaited<ReturnType<typeof fixtureTest>>
let topic: string

beforeAll(async () => {
  topic = `queue-${Date.now().toString(36)}`
  quiz = await fixtureTest([
    { type: "math", key: "A", topic, level: 2 },
    { type: "math", key: "B", topic, level: 5 },
    { type: "reading", key: "C", topic, level: 8 },
    { type: "math", format: "spr", key: ["3/4"], topic, level: 5 },
  ])
})

describe("only reviewable questions are listed or opened", () => {
  it("keeps an unstarted (and an active) test's questions out of every filter until it is submitted", async () => {
    const s = await entitledStudent("rq-gate")
    const [first] = quiz.questionIds
    const absent = async () => {
      for (const [filter, value] of FILTERS) {
        const rows = await list(s, filter!, filter === "topic" ? topic : value)
        for (const id of quiz.questionIds) expect(ids(rows), `${filter}`).not.toContain(id)
      }
      const denied = await call(s.client, "get_review_question", { p_question_id: first })
      expect([denied.status, denied.error?.code, denied.error?.message]).toEqual([
        403,
        "PT403",
        "This question opens for review after you submit the test it belongs to.",
      ])
    }
    await absent()
    const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
    await absent()

    await rpc(s.client, "submit_session", { p_session_id: session.id })
    expect(ids(await list(s, "topic", topic)).sort()).toEqual([...quiz.questionIds].sort())
    expect(ids(await list(s, "all"))).toEqual(expect.arrayContaining(quiz.questionIds))
    const q = await rpc<ReviewQuestion>(s.client, "get_review_question", { p_question_id: first })
    expect(q).toMatchObject({
      id: first,
      section: "math",
      topic,
      difficulty: 2,
      band: "easy",
      format: "mcq",
    })

    // A retake puts them back in an active session: closed again until it is submitted.
    await rpc(s.client, "start_test_session", { p_test_id: quiz.testId })
    await absent()
  })

  it("answers an unknown id with 404 and a kind message", async () => {
    const s = await entitledStudent("rq-404")
    const missing = await call(s.client, "get_review_question", { p_question_id: crypto.randomUUID() })
    expect([missing.status, missing.error?.code, missing.error?.message]).toEqual([404, "PT404", "Question not found."])
  })

  it("lists exactly the questions the key-release rule allows, in section, difficulty, id order", async () => {
    const s = await entitledStudent("rq-rule")
    await takeTest(s, quiz.testId, {})
    const sat = await fixtureFullSat()
    // A full SAT in progress: its module-1 questions are answered and graded but stay closed.
    const { session } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const m1 = await rpc<{ id: string }>(s.client, "start_module", {
      p_full_sat_session_id: session.id,
      p_module_order: 1,
    })
    await rpc(s.client, "complete_module", { p_session_id: m1.id })

    // Another test, submitted and then retaken: closed while the retake runs.
    const retaken = await fixtureTest([{ type: "writing", key: "A" }])
    await takeTest(s, retaken.testId, {})
    await rpc(s.client, "start_test_session", { p_test_id: retaken.testId })

    const expected = await releasable(s.user.id)
    expect(expected).toEqual(expect.arrayContaining(quiz.questionIds))
    expect(expected).not.toContain(retaken.questionIds[0])
    expect(expected).not.toEqual(expect.arrayContaining(sat.tiers["reading_writing:standard"]!))
    expect(ids(await list(s, "all"))).toEqual(expected.slice(0, 500))
    // The set-based rule behind the lists agrees with the per-question predicate over the whole bank.
    const setBased = await withDb(async (db) =>
      (
        await db.query<{ id: string }>(
          `select q.id from private.reviewable_question_ids($1) r join public.questions q on q.id = r.question_id
           order by q.question_type, q.difficulty_level, q.id`,
          [s.user.id],
        )
      ).rows.map((r) => r.id),
    )
    expect(setBased).toEqual(expected)

    expect(ids(await list(s, "section", "reading"))).toEqual(
      (await releasable(s.user.id, "q.question_type = 'reading'")).slice(0, 500),
    )
    expect(ids(await list(s, "difficulty", "hard"))).toEqual(
      (await releasable(s.user.id, "q.difficulty_level between 7 and 9")).slice(0, 500),
    )
  })

  it("sends no key, accepted answer or explanation in any list item or question", async () => {
    const s = await entitledStudent("rq-keys")
    await takeTest(s, quiz.testId, { [quiz.questionIds[0]!]: "D" })
    await rpc(s.client, "toggle_favorite", { p_question_id: quiz.questionIds[1] })
    const item = (await list(s, "topic", topic))[0]!
    expect(Object.keys(item).sort()).toEqual(
      [
        "attempts",
        "band",
        "correct",
        "difficulty",
        "due_at",
        "excerpt",
        "id",
        "is_favorite",
        "section",
        "topic",
      ].sort(),
    )
    for (const [filter, value] of FILTERS) {
      const rows = await list(s, filter!, filter === "topic" ? topic : value)
      for (const k of KEY_FIELDS) expect(keysOf(rows).has(k), `${filter}: ${k}`).toBe(false)
      expect(JSON.stringify(rows)).not.toMatch(/Because \d/)
    }
    for (const id of quiz.questionIds) {
      const q = await rpc<ReviewQuestion>(s.client, "get_review_question", { p_question_id: id })
      expect(Object.keys(q).sort()).toEqual(
        [
          "attempts",
          "band",
          "card",
          "correct",
          "difficulty",
          "domain",
          "format",
          "id",
          "is_favorite",
          "options",
          "passage",
          "section",
          "text",
          "topic",
        ].sort(),
      )
      for (const k of KEY_FIELDS) expect(keysOf(q).has(k)).toBe(false)
      expect(JSON.stringify(q)).not.toMatch(/Because \d/)
    }
    const due = await rpc<DueCard[]>(s.client, "list_due_cards", {})
    expect(due.length).toBeGreaterThan(0)
    for (const k of KEY_FIELDS) expect(keysOf(due).has(k)).toBe(false)
  })
})

describe("each filter returns what it says", () => {
  it("section, topic, difficulty and favourites, with the student's figures", async () => {
    const s = await entitledStudent("rq-filters")
    const [easy, medium, reading, spr] = quiz.questionIds
    await takeTest(s, quiz.testId, { [easy!]: "A", [medium!]: "C" })
    await rpc(s.client, "toggle_favorite", { p_question_id: reading })
    await rpc(s.client, "toggle_favorite", { p_question_id: spr })

    const mine = await list(s, "topic", topic)
    expect(mine.map((r) => [r.id, r.section, r.difficulty, r.band])).toEqual([
      [easy, "math", 2, "easy"],
      ...[
        [medium, "math", 5, "medium"],
        [spr, "math", 5, "medium"],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
      [reading, "reading", 8, "hard"],
    ])
    const byId = Object.fromEntries(mine.map((r) => [r.id, r]))
    expect(byId[easy!]).toMatchObject({ attempts: 1, correct: 1, is_favorite: false, due_at: null })
    expect(byId[medium!]).toMatchObject({ attempts: 1, correct: 0 })
    // Blank: no attempt, but a card.
    expect(byId[spr!]).toMatchObject({ attempts: 0, correct: 0, is_favorite: true })
    expect(byId[spr!]!.due_at).not.toBeNull()
    expect(byId[easy!]!.excerpt).toBe("Fixture question 1")

    expect((await list(s, "section", "math")).every((r) => r.section === "math")).toBe(true)
    expect((await list(s, "section", "writing")).every((r) => r.section === "writing")).toBe(true)
    for (const band of ["easy", "medium", "hard"]) {
      const rows = await list(s, "difficulty", band)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((r) => r.band === band)).toBe(true)
    }
    expect(ids(await list(s, "favorites")).sort()).toEqual([reading, spr].sort())
    expect(ids(await list(s, "due")).sort()).toEqual([medium, reading, spr].sort())
  })

  it("'weak' holds the questions of the 5 lowest-accuracy topics, ranked as weakest_topics", async () => {
    const tag = Date.now().toString(36)
    // Topic i: three questions; `tries` review checks, `rights` of them right.
    const plan = [
      { name: `w1-${tag}`, tries: 3, rights: 0 },
      { name: `w2-${tag}`, tries: 3, rights: 1 },
      { name: `w3-${tag}`, tries: 2, rights: 1 },
      { name: `w4-${tag}`, tries: 3, rights: 2 },
      { name: `w5-${tag}`, tries: 4, rights: 3 },
      { name: `w6-${tag}`, tries: 3, rights: 3 },
    ]
    const bank = await fixtureReviewQuestions(
      plan.flatMap((t) => [0, 1, 2].map(() => ({ type: "writing" as const, key: "A", topic: t.name }))),
    )
    const s = await entitledStudent("rq-weak")
    for (const [i, t] of plan.entries())
      for (let n = 0; n < t.tries; n++)
        await rpc(s.client, "check_review_answer", { p_question_id: bank[i * 3], p_answer: n < t.rights ? "A" : "B" })
    const weak = await list(s, "weak")
    expect(ids(weak).sort()).toEqual(bank.slice(0, 15).sort())
    expect(weak.map((r) => r.topic)).not.toContain(plan[5]!.name)
    const stats = await rpc<ReviewStats>(s.client, "get_review_stats", {})
    // Same ranking; weakest_topics needs 3 attempts, so w3 (2 attempts) gives way to w6.
    expect(stats.weakest_topics.map((w) => w.topic)).toEqual([0, 1, 3, 4, 5].map((i) => plan[i]!.name))
  })

  it("refuses a bad filter or value with a clear 400", async () => {
    const s = await entitledStudent("rq-bad")
    const cases: [Record<string, unknown>, string][] = [
      [
        { p_filter: "everything" },
        "Unknown review filter: use all, section, topic, difficulty, favorites, weak or due.",
      ],
      [{ p_filter: null }, "Unknown review filter: use all, section, topic, difficulty, favorites, weak or due."],
      [{ p_filter: "section" }, "Choose a section: math, reading or writing."],
      [{ p_filter: "section", p_value: "reading_writing" }, "Choose a section: math, reading or writing."],
      [{ p_filter: "difficulty", p_value: "7" }, "Choose a difficulty: easy, medium or hard."],
      [{ p_filter: "topic", p_value: "No such topic" }, "Unknown topic: No such topic"],
      [{ p_filter: "topic" }, "Unknown topic: none"],
      [{ p_filter: "due", p_value: "Mars/Olympus" }, "Unknown time zone: Mars/Olympus"],
      [{ p_filter: "all", p_value: "math" }, "The all filter takes no value."],
      [{ p_filter: "favorites", p_value: "" }, "The favorites filter takes no value."],
    ]
    for (const [args, message] of cases) {
      const res = await call(s.client, "list_review_questions", args)
      expect([res.status, res.error?.code, res.error?.message], JSON.stringify(args)).toEqual([400, "22023", message])
    }
    const badZone = await call(s.client, "get_due_count", { p_time_zone: "Not/AZone" })
    expect([badZone.status, badZone.error?.message]).toEqual([400, "Unknown time zone: Not/AZone"])
    expect((await call(s.client, "list_due_cards", { p_time_zone: "" })).status).toBe(400)
    expect((await call(s.client, "get_review_stats", { p_time_zone: "Mars/Olympus" })).status).toBe(400)
  })

  it("needs a signed-in student with a setup code", async () => {
    const anon = newClient()
    for (const fn of [
      "list_review_questions",
      "get_review_question",
      "list_due_cards",
      "get_due_count",
      "rate_review_card",
    ])
      expect(
        (await call(anon, fn, fn === "list_review_questions" ? { p_filter: "all" } : {})).status,
      ).toBeGreaterThanOrEqual(400)
    expect((await call(anon, "get_due_count", {})).error?.code).toBe("42501")
  })
})

describe("mistakes enter the queue on the server", () => {
  it("a submitted section test queues exactly its wrong and blank questions, as new cards", async () => {
    const s = await entitledStudent("rq-submit")
    const [right, wrong, blank, sprWrong] = quiz.questionIds
    const session = await rpc<{ id: string }>(s.client, "start_test_session", { p_test_id: quiz.testId })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: right, p_answer: "A" })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: wrong, p_answer: "A" })
    await rpc(s.client, "save_answer", { p_session_id: session.id, p_question_id: sprWrong, p_answer: "0.5" })
    expect(await ownCards(s)).toEqual([])
    const before = Date.now()
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    const cards = await ownCards(s)
    expect(cards.map((c) => c.question_id)).toEqual([wrong, blank, sprWrong].sort())
    for (const c of cards) {
      expect(c).toMatchObject({
        user_id: s.user.id,
        source: "test",
        stability: 0,
        difficulty: 0,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
        last_review: null,
      })
      expect(Math.abs(new Date(c.due).getTime() - before)).toBeLessThan(60_000)
    }
    // Submitting again changes nothing.
    await rpc(s.client, "submit_session", { p_session_id: session.id })
    expect(await ownCards(s)).toEqual(cards)
  })

  it("a full SAT queues its mistakes only when all four modules are done", async () => {
    const sat = await fixtureFullSat()
    const s = await entitledStudent("rq-sat")
    const { session } = await rpc<{ session: { id: string } }>(s.client, "start_full_sat", { p_test_id: sat.testId })
    const wrongs: string[] = []
    for (const order of [1, 2, 3, 4]) {
      if (order === 3) await rpc(s.client, "end_break", { p_full_sat_session_id: session.id })
      const m = await rpc<{ id: string }>(s.client, "start_module", {
        p_full_sat_session_id: session.id,
        p_module_order: order,
      })
      const rows = await rpc<{ question_id: string }[]>(s.client, "get_session_questions", { p_session_id: m.id })
      // First question right (keys are A), second wrong, the rest blank.
      await rpc(s.client, "save_answer", { p_session_id: m.id, p_question_id: rows[0]!.question_id, p_answer: "A" })
      await rpc(s.client, "save_answer", { p_session_id: m.id, p_question_id: rows[1]!.question_id, p_answer: "B" })
      wrongs.push(...rows.slice(1).map((r) => r.question_id))
      await rpc(s.client, "complete_module", { p_session_id: m.id })
      if (order < 4) expect(await ownCards(s), `after module ${order}`).toEqual([])
    }
    expect((await ownCards(s)).map((c) => c.question_id)).toEqual(wrongs.sort())
    expect(await rpc(s.client, "get_due_count", {})).toBe(wrongs.length)
  })

  it("a wrong review check queues a card once; a right one does not; a rated card is left alone", async () => {
    const bank = await fixtureReviewQuestions([
      { type: "math", key: "A" },
      { type: "math", key: "A" },
    ])
    const s = await entitledStudent("rq-check")
    await rpc(s.client, "check_review_answer", { p_question_id: bank[0], p_answer: "A" })
    expect(await ownCards(s)).toEqual([])
    await rpc(s.client, "check_review_answer", { p_question_id: bank[1], p_answer: "C" })
    const [card] = await ownCards(s)
    expect(card).toMatchObject({ question_id: bank[1], source: "review", reps: 0, state: 0 })
    const rated = await rpc<{ applied: boolean; card: ReviewCard }>(s.client, "rate_review_card", {
      p_question_id: bank[1],
      p_rating: 3,
      p_card: nextCard(card!),
      p_expected_reps: 0,
    })
    expect(rated.applied).toBe(true)
    await rpc(s.client, "check_review_answer", { p_question_id: bank[1], p_answer: "D" })
    const after = await ownCards(s)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ reps: 1, state: 1 })
  })
})

/** A plausible next card after a Good rating of a new card, as ts-fsrs would send it. */
function nextCard(prev: { reps: number; lapses: number }, over: Record<string, unknown> = {}) {
  const now = Date.now()
  return {
    due: new Date(now + 10 * 60_000).toISOString(),
    stability: 2.3065,
    difficulty: 2.118,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 1,
    reps: prev.reps + 1,
    lapses: prev.lapses,
    state: 1,
    last_review: new Date(now).toISOString(),
    ...over,
  }
}

describe("review_cards under RLS", () => {
  let owner: Student
  let other: Student
  let questionId: string

  beforeAll(async () => {
    ;[owner, other] = [await entitledStudent("rq-owner"), await entitledStudent("rq-other")]
    questionId = (await fixtureReviewQuestions([{ type: "reading", key: "B" }]))[0]!
    await rpc(owner.client, "check_review_answer", { p_question_id: questionId, p_answer: "A" })
  })

  it("shows the owner their own cards, another student none, anon nothing", async () => {
    expect((await ownCards(owner)).map((c) => [c.user_id, c.question_id])).toEqual([[owner.user.id, questionId]])
    expect(await ownCards(other)).toEqual([])
    const filtered = await other.client.from("review_cards").select("*").eq("user_id", owner.user.id)
    expect(filtered.data).toEqual([])
    const anon = await newClient().from("review_cards").select("*")
    expect(anon.data ?? []).toEqual([])
    expect(anon.error?.code).toBe("42501")
  })

  it("refuses direct inserts, updates and deletes for everyone", async () => {
    const [mine] = await ownCards(owner)
    const anon = newClient()
    for (const client of [owner.client, other.client, anon]) {
      const ins = await client.from("review_cards").insert({ question_id: questionId, source: "review" })
      expect(ins.error?.code).toBe("42501")
      const upd = await client
        .from("review_cards")
        .update({ due: "2099-01-01T00:00:00Z", reps: 50 })
        .eq("question_id", questionId)
      expect(upd.error?.code).toBe("42501")
      const del = await client.from("review_cards").delete().eq("question_id", questionId)
      expect(del.error?.code).toBe("42501")
    }
    expect(await ownCards(owner)).toEqual([mine])
  })
})

describe("rate_review_card", () => {
  let s: Student
  let other: Student
  let questionId: string
  let untouched: string
  const stored = async () => (await ownCards(s)).find((c) => c.question_id === questionId)!
  const rate = (card: unknown, over: Record<string, unknown> = {}) =>
    call(s.client, "rate_review_card", {
      p_question_id: questionId,
      p_rating: 3,
      p_card: card,
      p_expected_reps: 0,
      ...over,
    })

  beforeAll(async () => {
    ;[s, other] = [await entitledStudent("rq-rate"), await entitledStudent("rq-rate-other")]
    const bank = await fixtureReviewQuestions([
      { type: "math", key: "A" },
      { type: "math", key: "A" },
    ])
    questionId = bank[0]!
    untouched = bank[1]!
    await rpc(s.client, "check_review_answer", { p_question_id: questionId, p_answer: "B" })
  })

  it("refuses each bad input with a clear 400 and changes nothing", async () => {
    const before = await stored()
    const good = nextCard(before)
    const noDue: Record<string, unknown> = { ...good }
    delete noDue.due
    const future = (ms: number) => new Date(Date.now() + ms).toISOString()
    const cases: [unknown, Record<string, unknown>, string][] = [
      [good, { p_rating: 0 }, "A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)."],
      [good, { p_rating: 5 }, "A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)."],
      [good, { p_rating: null }, "A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)."],
      [good, { p_expected_reps: null }, "Send the reps of the card you rated as p_expected_reps."],
      [
        null,
        {},
        "The card must be an object with the fields due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review.",
      ],
      [
        [good],
        {},
        "The card must be an object with the fields due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review.",
      ],
      [noDue, {}, "The card is missing due."],
      [{ ...good, user_id: other.user.id }, {}, "The card has unknown fields: user_id."],
      [{ ...good, stability: "2.3" }, {}, "Card field stability must be a number."],
      [{ ...good, stability: null }, {}, "Card field stability must be a number."],
      [{ ...good, reps: 1.5 }, {}, "Card field reps must be a whole number."],
      [
        { ...good, due: 1_800_000_000_000 },
        {},
        "Card field due must be an ISO 8601 time such as 2026-11-23T15:00:00.000Z.",
      ],
      [{ ...good, due: "tomorrow" }, {}, "Card field due must be an ISO 8601 time such as 2026-11-23T15:00:00.000Z."],
      [{ ...good, due: "2026-02-30T00:00:00Z" }, {}, "Card field due is not a valid time."],
      [
        { ...good, last_review: null },
        {},
        "Card field last_review must be an ISO 8601 time such as 2026-11-23T15:00:00.000Z.",
      ],
      [{ ...good, state: 4 }, {}, "Card state must be 0 (New), 1 (Learning), 2 (Review) or 3 (Relearning)."],
      [{ ...good, stability: 0 }, {}, "Card stability must be more than 0 and at most 36500 days."],
      [{ ...good, stability: 36500.5 }, {}, "Card stability must be more than 0 and at most 36500 days."],
      [{ ...good, difficulty: 0.5 }, {}, "Card difficulty must be between 1 and 10."],
      [{ ...good, difficulty: 11 }, {}, "Card difficulty must be between 1 and 10."],
      [{ ...good, elapsed_days: -1 }, {}, "Card elapsed_days, scheduled_days and learning_steps must be 0 or more."],
      [{ ...good, scheduled_days: -3 }, {}, "Card elapsed_days, scheduled_days and learning_steps must be 0 or more."],
      [{ ...good, due: future(-5 * 60_000) }, {}, "Card due must be from now to 100 years ahead."],
      [{ ...good, due: "2200-01-01T00:00:00Z" }, {}, "Card due must be from now to 100 years ahead."],
      [
        { ...good, last_review: future(-60 * 60_000) },
        {},
        "Card last_review must be the time of this rating (within 5 minutes of the server clock).",
      ],
      [
        { ...good, last_review: future(60 * 60_000) },
        {},
        "Card last_review must be the time of this rating (within 5 minutes of the server clock).",
      ],
      [{ ...good, reps: 5 }, {}, "Card reps must be 1 (one more than the stored card)."],
      [{ ...good, reps: 0 }, {}, "Card reps must be 1 (one more than the stored card)."],
      [{ ...good, lapses: 2 }, {}, "Card lapses must be 0 or 1."],
      [{ ...good, lapses: -1 }, {}, "Card lapses must be 0 or 1."],
    ]
    for (const [card, over, message] of cases) {
      const res = await rate(card, over)
      expect([res.status, res.error?.code, res.error?.message], JSON.stringify([card, over])).toEqual([
        400,
        "22023",
        message,
      ])
    }
    expect(await stored()).toEqual(before)
  })

  it("stores a valid rating once: a stale p_expected_reps gets the stored card back", async () => {
    const before = await stored()
    expect(before.reps).toBe(0)
    const card = nextCard(before, { last_review: new Date(Date.now() - 120_000).toISOString() })
    const first = await rate(card)
    expect(first.error).toBeNull()
    const applied = first.data as { applied: boolean; card: ReviewCard }
    expect(applied.applied).toBe(true)
    expect(applied.card).toMatchObject({
      reps: 1,
      lapses: 0,
      state: 1,
      stability: 2.3065,
      difficulty: 2.118,
      due: expect.any(String),
    })
    expect(new Date(applied.card.due).getTime()).toBe(new Date(card.due).getTime())
    // last_review is the server's time, not the client's.
    expect(Math.abs(new Date(applied.card.last_review!).getTime() - Date.now())).toBeLessThan(30_000)
    const after = await stored()
    expect(after).toMatchObject({ reps: 1, state: 1, learning_steps: 1 })

    // The same rating again (a double click, another tab): not applied, the stored card returned.
    const again = await rate(card)
    expect(again.data).toEqual({ applied: false, card: applied.card })
    expect(await stored()).toEqual(after)

    // The next rating starts from the stored reps. ts-fsrs caps stability at exactly 36500 days (S_MAX)
    // and the interval at 36500 days: both are accepted.
    const cap = new Date(Date.now() + 36500 * 86_400_000).toISOString()
    const second = await rate(nextCard(after, { state: 2, stability: 36500, scheduled_days: 36500, due: cap }), {
      p_expected_reps: 1,
    })
    expect(second.error).toBeNull()
    expect((second.data as { applied: boolean; card: ReviewCard }).card).toMatchObject({
      reps: 2,
      state: 2,
      stability: 36500,
      scheduled_days: 36500,
    })
  })

  it("answers 404 for a card the caller does not own, and 403 while the question is in an active test", async () => {
    const good = nextCard({ reps: 0, lapses: 0 })
    const args = { p_rating: 3, p_card: good, p_expected_reps: 0 }
    const foreign = await call(other.client, "rate_review_card", { p_question_id: questionId, ...args })
    expect([foreign.status, foreign.error?.code, foreign.error?.message]).toEqual([
      404,
      "PT404",
      "No review card for this question.",
    ])
    const none = await call(s.client, "rate_review_card", { p_question_id: untouched, ...args })
    expect(none.status).toBe(404)
    const unknown = await call(s.client, "rate_review_card", { p_question_id: crypto.randomUUID(), ...args })
    expect(unknown.status).toBe(404)

    const t = await entitledStudent("rq-rate-active")
    await takeTest(t, quiz.testId, {})
    expect((await ownCards(t)).length).toBe(4)
    await rpc(t.client, "start_test_session", { p_test_id: quiz.testId })
    const closed = await call(t.client, "rate_review_card", { p_question_id: quiz.questionIds[0], ...args })
    expect([closed.status, closed.error?.message]).toEqual([
      403,
      "This question opens for review after you submit the test it belongs to.",
    ])
    // Nor are they due while the retake runs.
    expect(await rpc(t.client, "get_due_count", {})).toBe(0)
    expect(await rpc(t.client, "list_due_cards", {})).toEqual([])
    expect((await rpc<ReviewStats>(t.client, "get_review_stats", {})).due_today).toBe(0)
  })

  it("applies one of two parallel ratings of the same card (two tabs), never both", async () => {
    const u = await entitledStudent("rq-rate-race")
    const [q] = await fixtureReviewQuestions([{ type: "math", key: "A" }])
    await rpc(u.client, "check_review_answer", { p_question_id: q, p_answer: "B" })
    const good = nextCard({ reps: 0, lapses: 0 }, { state: 1 })
    const easy = nextCard({ reps: 0, lapses: 0 }, { state: 2, scheduled_days: 8 })
    const results = await Promise.all(
      [good, easy, good, easy].map((card, i) =>
        rpc<{ applied: boolean; card: ReviewCard }>(u.client, "rate_review_card", {
          p_question_id: q,
          p_rating: i % 2 ? 4 : 3,
          p_card: card,
          p_expected_reps: 0,
        }),
      ),
    )
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    const [stored] = await withDb(
      async (db) =>
        (await db.query("select reps, state from public.review_cards where user_id = $1", [u.user.id])).rows,
    )
    expect(stored.reps).toBe(1)
    // Every caller is told the same stored card.
    for (const r of results) expect(r.card).toEqual(results.find((x) => x.applied)!.card)
  })

  it("is rate-limited per student", async () => {
    const u = await entitledStudent("rq-rate-limit")
    const [q] = await fixtureReviewQuestions([{ type: "math", key: "A" }])
    await rpc(u.client, "check_review_answer", { p_question_id: q, p_answer: "B" })
    const statuses: number[] = []
    await awayFromMinuteEdge(10)
    // Stale reps: each call is a cheap no-op that still counts.
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await call(u.client, "rate_review_card", {
            p_question_id: q,
            p_rating: 3,
            p_card: nextCard({ reps: 6, lapses: 0 }),
            p_expected_reps: 5,
          })
        ).status,
      )
    expect(statuses.slice(0, 60).every((x) => x === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    // Another student's ratings are not held up by it.
    const stale = { p_rating: 3, p_card: nextCard({ reps: 6, lapses: 0 }), p_expected_reps: 5 }
    expect((await call(s.client, "rate_review_card", { p_question_id: questionId, ...stale })).status).toBe(200)
  })
})

describe("what is due, by the student's clock", () => {
  it("get_due_count, list_due_cards and due_today agree with SQL, in the student's time zone", async () => {
    const s = await entitledStudent("rq-due")
    const bank = await fixtureReviewQuestions([
      { type: "math", key: "A", level: 1 },
      { type: "reading", key: "A", level: 4 },
      { type: "writing", key: "A", level: 9 },
      { type: "math", key: "A", level: 6 },
    ])
    for (const q of bank) await rpc(s.client, "check_review_answer", { p_question_id: q, p_answer: "B" })
    // Pago Pago (UTC-11) ends its day hours away from UTC's.
    const zone = "Pacific/Pago_Pago"
    await withDb(async (db) => {
      const end = `((date_trunc('day', now() at time zone '${zone}') + interval '1 day') at time zone '${zone}')`
      await db.query(
        `update public.review_cards set due = case question_id
           when $2 then ${end} - interval '1 minute'
           when $3 then ${end} + interval '1 minute'
           when $4 then now() + interval '30 days'
           else now() - interval '2 days' end
         where user_id = $1`,
        [s.user.id, bank[0], bank[1], bank[2]],
      )
    })
    const sqlDue = (z: string) =>
      withDb(async (db) =>
        (
          await db.query<{ question_id: string }>(
            `select question_id from public.review_cards
             where user_id = $1 and due < ((date_trunc('day', now() at time zone $2) + interval '1 day') at time zone $2)
             order by due, question_id`,
            [s.user.id, z],
          )
        ).rows.map((r) => r.question_id),
      )
    const inZone = await sqlDue(zone)
    // Later today in the student's zone counts; just after their midnight does not.
    expect(inZone).toEqual([bank[3], bank[0]])
    for (const z of [zone, "UTC", "Asia/Tokyo"]) {
      const expected = await sqlDue(z)
      expect(await rpc(s.client, "get_due_count", { p_time_zone: z }), z).toBe(expected.length)
      const due = await rpc<DueCard[]>(s.client, "list_due_cards", { p_time_zone: z })
      expect(
        due.map((d) => d.question_id),
        z,
      ).toEqual(expected)
      expect((await rpc<ReviewStats>(s.client, "get_review_stats", { p_time_zone: z })).due_today, z).toBe(
        expected.length,
      )
      expect(ids(await list(s, "due", z)).sort(), z).toEqual([...expected].sort())
    }
    const [first] = await rpc<DueCard[]>(s.client, "list_due_cards", { p_time_zone: zone })
    expect(first).toMatchObject({
      question_id: bank[3],
      section: "math",
      difficulty: 6,
      band: "medium",
      excerpt: "Fixture question 4",
    })
    expect(first!.card).toMatchObject({ reps: 0, state: 0, source: "review" })
    // The default zone is UTC.
    expect(await rpc(s.client, "get_due_count")).toBe((await sqlDue("UTC")).length)
  })
})
