import { checkSpr } from "../../src/features/practice/session/domain/spr"
import { figureProblems, renderFigure, type Figure } from "./figures"
import { htmlProblems, renderMath, wordCount } from "./html"
import { DOMAINS, LEGACY_DIFFICULTY, LEGACY_TYPES, POOLS, type Pool, type QuestionType, type Section } from "./schema"

/** A question ready for the database: maths rendered, legacy labels normalised. */
export type Question = {
  id: string
  section: Section
  question_type: QuestionType
  domain: string
  topic: string
  difficulty_level: number
  pool: Pool
  format: "mcq" | "spr"
  passage: string | null
  question_text: string
  options: Record<"A" | "B" | "C" | "D", string> | null
  correct_answer: string | null
  accepted_answers: string[] | null
  explanation: string
  /** The figure's spec, when the question has one (already drawn into the passage or question text). */
  figure?: Figure
}

export type Problem = { id: string; field: string; message: string }

const LETTERS = ["A", "B", "C", "D"] as const
const str = (v: unknown) => (typeof v === "string" ? v.trim() : "")

/**
 * Checks one raw question (from JSON or CSV) and returns it normalised, or
 * the list of what is wrong with it, each naming the field.
 */
export function validateQuestion(
  raw: Record<string, unknown>,
  index: number,
): { question?: Question; problems: Problem[] } {
  const id = str(raw.id) || `#${index + 1}`
  const problems: Problem[] = []
  const bad = (field: string, message: string) => problems.push({ id, field, message })

  // Practice Tests 2-6 prefix their ids with the test ("t2-rd-wic-001") so writers never collide;
  // the hard-top sets written for tests 1-3 (issue 18) use "h1-" to "h3-".
  if (!/^(t[2-6]-|h[1-3]-)?[a-z]{2}-[a-z0-9]+-\d{3}$/.test(str(raw.id)))
    bad("id", 'must look like "rd-wic-001" or "t2-rd-wic-001" (two letters, a code, three digits)')

  const type = LEGACY_TYPES[str(raw.question_type)]
  if (!type) bad("question_type", `unknown type "${str(raw.question_type)}" (use math, reading or writing)`)
  const section: Section = type === "math" ? "math" : "reading_writing"
  if (raw.section !== undefined && str(raw.section) !== section && type)
    bad("section", `must be "${section}" for a ${type} question`)

  const domain = str(raw.domain)
  const d = DOMAINS[domain]
  if (!d) bad("domain", `unknown domain "${domain}"`)
  else if (type && d.type !== type) bad("domain", `"${domain}" is a ${d.type} domain, not ${type}`)
  const topic = str(raw.topic)
  if (d && !d.skills.includes(topic)) bad("topic", `"${topic}" is not a skill of ${domain}`)

  const rawLevel = raw.difficulty_level
  const level =
    typeof rawLevel === "string" ? (LEGACY_DIFFICULTY[rawLevel.toLowerCase()] ?? Number(rawLevel)) : rawLevel
  if (typeof level !== "number" || !Number.isInteger(level) || level < 1 || level > 9)
    bad("difficulty_level", "must be a whole number from 1 to 9 (or easy, medium, hard)")

  const pool = str(raw.pool) || "bank"
  if (!POOLS.includes(pool as Pool)) bad("pool", `unknown pool "${pool}" (use ${POOLS.join(", ")})`)

  const format = str(raw.format) || (raw.accepted_answers ? "spr" : "mcq")
  if (format !== "mcq" && format !== "spr") bad("format", 'must be "mcq" or "spr"')
  if (format === "spr" && type && type !== "math") bad("format", "student-produced responses are for math only")

  const rendered = (field: string, value: unknown, required: boolean) => {
    const text = str(value)
    if (!text) {
      if (required) bad(field, "is required")
      return null
    }
    for (const p of htmlProblems(text)) bad(field, p)
    const { html, problems: mathProblems } = renderMath(text)
    for (const p of mathProblems) bad(field, p)
    return html
  }

  const passage = rendered("passage", raw.passage, section === "reading_writing")
  if (passage && section === "reading_writing") {
    const words = wordCount(str(raw.passage))
    if (words < 25 || words > 150) bad("passage", `has ${words} words; Reading and Writing passages have 25 to 150`)
  }
  const questionText = rendered("question_text", raw.question_text, true)
  const explanation = rendered("explanation", raw.explanation, true)

  // A figure spec is drawn here, at build time: into the passage for Reading
  // and Writing, into the question text for Math, where the text says
  // {{figure}} or else at the start.
  let passageOut = passage
  let questionOut = questionText
  let figure: Figure | undefined
  if (raw.figure !== undefined && raw.figure !== null) {
    const fp = figureProblems(raw.figure)
    for (const p of fp) bad("figure", p)
    if (!fp.length) {
      figure = raw.figure as Figure
      const svg = `<figure>${renderFigure(figure)}</figure>`
      const place = (html: string | null) =>
        html?.includes("{{figure}}") ? html.replace("{{figure}}", svg) : `${svg}${html ?? ""}`
      if (section === "reading_writing") passageOut = place(passage)
      else questionOut = place(questionText)
    }
  }
  for (const [field, html] of [
    ["passage", passageOut],
    ["question_text", questionOut],
  ] as const)
    if (html?.includes("{{figure}}")) bad(field, "has {{figure}} but the question has no figure")

  let options: Question["options"] = null
  let correct: string | null = null
  let accepted: string[] | null = null
  if (format === "mcq") {
    // Legacy data may give options as a list and the key as the option's text.
    const rawOptions = Array.isArray(raw.options)
      ? Object.fromEntries((raw.options as unknown[]).map((o, i) => [LETTERS[i] ?? `#${i}`, o]))
      : ((raw.options ?? {}) as Record<string, unknown>)
    const keys = Object.keys(rawOptions).sort().join("")
    if (keys !== "ABCD") bad("options", "must have exactly the options A, B, C and D")
    const texts = LETTERS.map((l) => str(rawOptions[l]))
    if (texts.some((t) => !t)) bad("options", "every option needs text")
    if (new Set(texts).size !== 4) bad("options", "the four options must be different")
    options = Object.fromEntries(
      LETTERS.map((l) => [l, rendered(`options.${l}`, rawOptions[l], true) ?? ""]),
    ) as Question["options"]
    const key = str(raw.correct_answer)
    correct = LETTERS.includes(key.toUpperCase() as never) ? key.toUpperCase() : (LETTERS[texts.indexOf(key)] ?? null)
    if (!correct) bad("correct_answer", `"${key}" is neither a letter A-D nor the text of an option`)
    else if (!str(raw.explanation).startsWith(`Choice ${correct} is correct`))
      bad("explanation", `must start with "Choice ${correct} is correct"`)
    if (raw.accepted_answers !== undefined)
      bad("accepted_answers", "only student-produced responses have accepted answers")
  } else if (format === "spr") {
    const list = Array.isArray(raw.accepted_answers) ? raw.accepted_answers.map(str) : []
    if (list.length === 0) bad("accepted_answers", "needs at least one accepted answer")
    for (const a of list) {
      const c = checkSpr(a)
      if (!c.ok || c.value === null) bad("accepted_answers", `"${a}": ${c.ok ? "is empty" : c.error}`)
    }
    // That every listed form grades equal to the first is checked with SQL's
    // spr_matches, the one grader (supabase/tests/sessions.test.ts).
    accepted = list
    if (raw.options !== undefined && raw.options !== null) bad("options", "student-produced responses have no options")
    if (!str(raw.explanation).startsWith("The correct answer is"))
      bad("explanation", 'must start with "The correct answer is"')
  }

  if (problems.length) return { problems }
  return {
    problems,
    question: {
      id: str(raw.id),
      section,
      question_type: type!,
      domain,
      topic,
      difficulty_level: level as number,
      pool: pool as Pool,
      format: format as "mcq" | "spr",
      passage: passageOut,
      question_text: questionOut!,
      options,
      correct_answer: correct,
      accepted_answers: accepted,
      explanation: explanation!,
      ...(figure ? { figure } : {}),
    },
  }
}

/**
 * Text as a reader meets it: no tags (MathML keeps its characters), figures
 * as their text alternative, no
 * punctuation or case, single spaces. Two questions that differ only in
 * markup or commas are the same question.
 */
export function plainText(html: string | null): string {
  return (
    (html ?? "")
      // A figure counts by what it says (its text alternative), not its drawing.
      .replace(/<svg[^>]*?aria-label="([^"]*)"[\s\S]*?<\/svg>/g, " $1 ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z]+;|&#\d+;/g, " ")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  )
}

/**
 * Checks across the bank: unique ids, no repeated question (same passage and
 * stem), and no Reading and Writing passage used twice, whatever the pool, so
 * no item repeats across the three full SATs, the section tests and the bank.
 */
export function bankProblems(questions: Question[]): Problem[] {
  const problems: Problem[] = []
  const ids = new Set<string>()
  const stems = new Map<string, string>()
  const passages = new Map<string, string>()
  for (const q of questions) {
    if (ids.has(q.id)) problems.push({ id: q.id, field: "id", message: "is used by another question" })
    ids.add(q.id)
    const stem = `${plainText(q.passage)}|${plainText(q.question_text)}`
    const twin = stems.get(stem)
    if (twin) problems.push({ id: q.id, field: "question_text", message: `repeats question ${twin}` })
    stems.set(stem, q.id)
    const passage = q.section === "reading_writing" ? plainText(q.passage) : ""
    const same = passages.get(passage)
    if (passage && same && !twin)
      problems.push({ id: q.id, field: "passage", message: `repeats the passage of ${same}` })
    if (passage && !same) passages.set(passage, q.id)
  }
  return problems
}
