import { supabase } from "../client"
import type { Json } from "../database.types"
import { DataError, unwrap } from "./errors"
import { isRecord } from "./guards"
import { isSessionRow, type SessionRow } from "./sessions"

/**
 * The review area and the mistakes queue: question lists and one question
 * for review (never a key: keys come only from check_review_answer), review
 * statistics, favourites, practice sets, and the FSRS cards of the queue.
 * Every result is checked before use; a shape the app does not expect is an
 * error, not a half-rendered screen.
 */

export type ReviewSection = "math" | "reading" | "writing"
export type DifficultyBand = "easy" | "medium" | "hard"
export const REVIEW_SECTIONS: readonly ReviewSection[] = ["math", "reading", "writing"]
export const DIFFICULTY_BANDS: readonly DifficultyBand[] = ["easy", "medium", "hard"]

/** What list_review_questions filters by (p_filter, p_value). */
export type ReviewFilter =
  | { filter: "all" }
  | { filter: "section"; value: ReviewSection }
  | { filter: "topic"; value: string }
  | { filter: "difficulty"; value: DifficultyBand }
  | { filter: "favorites" }
  | { filter: "weak" }
  /** Cards due before the end of today in `value`, an IANA time zone (UTC when omitted). */
  | { filter: "due"; value?: string }

/** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type CardState = 0 | 1 | 2 | 3

/**
 * The fields of a ts-fsrs 5.x `Card`, as JSON (times are ISO 8601 strings).
 * Convert with `new Date(card.due)` before handing it to ts-fsrs.
 */
export type FsrsCardJson = {
  due: string
  stability: number
  difficulty: number
  elapsed_days: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: CardState
  last_review: string | null
}

/** A stored card: the FSRS fields plus where the mistake was made. */
export type ReviewCard = FsrsCardJson & { source: "test" | "review" }

export type ReviewListItem = {
  id: string
  section: ReviewSection
  topic: string
  /** 1-9 */
  difficulty: number
  band: DifficultyBand
  /** Plain text: the first 150 characters of the question (or of its passage when the text is empty). */
  excerpt: string
  is_favorite: boolean
  attempts: number
  correct: number
  /** The student's card's due time, or null when the question has no card. */
  due_at: string | null
}

export type ReviewQuestion = {
  id: string
  section: ReviewSection
  domain: string
  topic: string
  difficulty: number
  band: DifficultyBand
  format: "multiple_choice" | "spr"
  /** HTML (sanitise before rendering), or null. */
  passage: string | null
  /** HTML (sanitise before rendering); figures are inline SVG. */
  text: string
  /** A-D for multiple choice; null for a student-produced response. */
  options: Record<"A" | "B" | "C" | "D", string> | null
  is_favorite: boolean
  attempts: number
  correct: number
  card: ReviewCard | null
}

export type BandStats = {
  band: DifficultyBand
  total_questions: number
  attempted_questions: number
  attempts: number
  correct: number
  accuracy: number | null
}

export type SectionStats = {
  question_type: ReviewSection
  total_questions: number
  attempted_questions: number
  attempts: number
  correct: number
  accuracy: number | null
  favorites: number
}

export type WeakTopic = {
  topic: string
  question_type: ReviewSection
  attempts: number
  correct: number
  accuracy: number
}

/** get_review_stats: figures over the questions the student may review now. */
export type ReviewStats = {
  total_questions: number
  attempted_questions: number
  reviewed_today: number
  average_accuracy: number | null
  favorites: number
  /** Cards due before the end of today in the given time zone. */
  due_today: number
  by_difficulty: BandStats[]
  by_section: SectionStats[]
  /** Lowest accuracy first; topics with 3 or more attempts; at most 5. */
  weakest_topics: WeakTopic[]
}

export type DueCard = {
  question_id: string
  section: ReviewSection
  topic: string
  difficulty: number
  band: DifficultyBand
  excerpt: string
  card: ReviewCard
}

export type RateResult = {
  /** False when the card had already moved on (a double click, another tab): `card` is the stored one. */
  applied: boolean
  card: ReviewCard
}

export type ReviewCheck = {
  question_id: string
  user_answer: string
  is_correct: boolean
  correct_answer: string | null
  accepted_answers: string[] | null
  explanation: string
}

/** SQLSTATE of get_review_question / rate_review_card for a question the student may not review yet (HTTP 403). */
export const NOT_REVIEWABLE_CODE = "PT403"

/** A question that exists but opens for review only after the student submits its test. */
export function isNotReviewableYet(error: unknown): boolean {
  return error instanceof DataError && (error.code === NOT_REVIEWABLE_CODE || error.status === 403)
}

// Runtime guards -------------------------------------------------------------

type Rec = Record<string, unknown>
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v)
const isStr = (v: unknown): v is string => typeof v === "string"
const isSection = (v: unknown): v is ReviewSection => REVIEW_SECTIONS.includes(v as ReviewSection)
const isBand = (v: unknown): v is DifficultyBand => DIFFICULTY_BANDS.includes(v as DifficultyBand)
/** bigint and numeric arrive as numbers or numeric strings. */
const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))

export function isReviewCard(v: unknown): v is ReviewCard {
  return (
    isRecord(v) &&
    isStr(v.due) &&
    isNum(v.stability) &&
    isNum(v.difficulty) &&
    isNum(v.elapsed_days) &&
    isNum(v.scheduled_days) &&
    isNum(v.learning_steps) &&
    isNum(v.reps) &&
    isNum(v.lapses) &&
    [0, 1, 2, 3].includes(v.state as number) &&
    (v.last_review === null || isStr(v.last_review)) &&
    (v.source === "test" || v.source === "review")
  )
}

function isSummary(v: unknown): v is Rec {
  return isRecord(v) && isSection(v.section) && isStr(v.topic) && isNum(v.difficulty) && isBand(v.band)
}

export function isReviewListItem(v: unknown): v is ReviewListItem {
  return (
    isSummary(v) &&
    isStr(v.id) &&
    isStr(v.excerpt) &&
    typeof v.is_favorite === "boolean" &&
    isNum(v.attempts) &&
    isNum(v.correct) &&
    (v.due_at === null || isStr(v.due_at))
  )
}

const isOptions = (v: unknown) => isRecord(v) && ["A", "B", "C", "D"].every((l) => isStr(v[l]))

export function isReviewQuestion(v: unknown): v is ReviewQuestion {
  return (
    isSummary(v) &&
    isStr(v.id) &&
    isStr(v.text) &&
    (v.format === "multiple_choice" || v.format === "spr") &&
    (v.passage === null || isStr(v.passage)) &&
    (v.options === null || isOptions(v.options)) &&
    typeof v.is_favorite === "boolean" &&
    isNum(v.attempts) &&
    isNum(v.correct) &&
    (v.card === null || isReviewCard(v.card))
  )
}

export function isDueCard(v: unknown): v is DueCard {
  return isSummary(v) && isStr(v.question_id) && isStr(v.excerpt) && isReviewCard(v.card)
}

export function isRateResult(v: unknown): v is RateResult {
  return isRecord(v) && typeof v.applied === "boolean" && isReviewCard(v.card)
}

function listOf<T>(data: unknown, guard: (v: unknown) => v is T, what: string): T[] {
  if (!Array.isArray(data) || !data.every(guard)) throw new Error(`The ${what} have an unexpected shape.`)
  return data
}

// Callers ----------------------------------------------------------------------

/** The student's reviewable questions for one filter (at most 500), by section, difficulty and id. */
export async function listReviewQuestions(f: ReviewFilter): Promise<ReviewListItem[]> {
  const value = "value" in f ? f.value : undefined
  const data = unwrap(
    await supabase.rpc("list_review_questions", { p_filter: f.filter, ...(value ? { p_value: value } : {}) }),
  )
  return listOf(data, isReviewListItem, "review questions")
}

/**
 * One question for the review screen, without its key. Throws a DataError:
 * `isNotFound` for an unknown id, `isNotReviewableYet` for a question of a
 * test the student has not submitted (its message is meant to be shown).
 */
export async function getReviewQuestion(questionId: string): Promise<ReviewQuestion> {
  const data = unwrap(await supabase.rpc("get_review_question", { p_question_id: questionId }))
  if (!isReviewQuestion(data)) throw new Error("The review question has an unexpected shape.")
  return data
}

/** The student's review figures; "today" is their local day in `timeZone` (an IANA name). */
export async function getReviewStats(timeZone: string): Promise<ReviewStats> {
  const raw = unwrap(await supabase.rpc("get_review_stats", { p_time_zone: timeZone }))
  if (!isRecord(raw) || !Array.isArray(raw.by_difficulty) || !Array.isArray(raw.by_section))
    throw new Error("The review statistics have an unexpected shape.")
  const counts = (r: Rec) => ({
    total_questions: num(r.total_questions) ?? 0,
    attempted_questions: num(r.attempted_questions) ?? 0,
    attempts: num(r.attempts) ?? 0,
    correct: num(r.correct) ?? 0,
    accuracy: num(r.accuracy),
  })
  return {
    total_questions: num(raw.total_questions) ?? 0,
    attempted_questions: num(raw.attempted_questions) ?? 0,
    reviewed_today: num(raw.reviewed_today) ?? 0,
    average_accuracy: num(raw.average_accuracy),
    favorites: num(raw.favorites) ?? 0,
    due_today: num(raw.due_today) ?? 0,
    by_difficulty: (raw.by_difficulty as Rec[]).map((d) => ({ band: d.band as DifficultyBand, ...counts(d) })),
    by_section: (raw.by_section as Rec[]).map((s) => ({
      question_type: s.question_type as ReviewSection,
      ...counts(s),
      favorites: num(s.favorites) ?? 0,
    })),
    weakest_topics: (Array.isArray(raw.weakest_topics) ? (raw.weakest_topics as Rec[]) : []).map((w) => ({
      topic: String(w.topic),
      question_type: w.question_type as ReviewSection,
      attempts: num(w.attempts) ?? 0,
      correct: num(w.correct) ?? 0,
      accuracy: num(w.accuracy) ?? 0,
    })),
  }
}

/** Checks an answer in review and reveals the key and explanation (30 per minute). A wrong answer queues a card. */
export async function checkReviewAnswer(questionId: string, answer: string): Promise<ReviewCheck> {
  const data = unwrap(await supabase.rpc("check_review_answer", { p_question_id: questionId, p_answer: answer }))
  if (!isRecord(data) || typeof data.is_correct !== "boolean" || !isStr(data.explanation))
    throw new Error("The review check has an unexpected shape.")
  return data as unknown as ReviewCheck
}

/** Adds or removes a favourite; resolves to whether the question is now a favourite. */
export async function toggleFavorite(questionId: string): Promise<boolean> {
  const data = unwrap(await supabase.rpc("toggle_favorite", { p_question_id: questionId }))
  if (typeof data !== "boolean") throw new Error("toggle_favorite returned an unexpected shape.")
  return data
}

/** The student's due cards (due before the end of today in `timeZone`), by due time, at most 200. */
export async function listDueCards(timeZone = "UTC"): Promise<DueCard[]> {
  return listOf(unwrap(await supabase.rpc("list_due_cards", { p_time_zone: timeZone })), isDueCard, "due cards")
}

/** How many cards are due today: the sidebar and dashboard badge. */
export async function getDueCount(timeZone = "UTC"): Promise<number> {
  const data = unwrap(await supabase.rpc("get_due_count", { p_time_zone: timeZone }))
  if (!isNum(data)) throw new Error("get_due_count returned an unexpected shape.")
  return data
}

/** The ten Card fields the server accepts, from a ts-fsrs Card (Dates) or its JSON. */
export function cardPayload(card: {
  due: Date | string
  stability: number
  difficulty: number
  elapsed_days: number
  scheduled_days: number
  learning_steps: number
  reps: number
  lapses: number
  state: number
  last_review?: Date | string | null
}): FsrsCardJson {
  const iso = (d: Date | string) => (typeof d === "string" ? d : d.toISOString())
  return {
    due: iso(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardState,
    last_review: card.last_review ? iso(card.last_review) : null,
  }
}

export type RateInput = {
  questionId: string
  /** 1 Again, 2 Hard, 3 Good, 4 Easy (ts-fsrs Rating). */
  rating: 1 | 2 | 3 | 4
  /** The next card ts-fsrs computed (its last_review is the rating time). */
  next: Parameters<typeof cardPayload>[0]
  /** The reps of the stored card the client rated: a stale value changes nothing (applied: false). */
  expectedReps: number
}

/** Stores a rating. 400 for a card the server will not accept; 404 when the student has no card for the question. */
export async function rateReviewCard(input: RateInput): Promise<RateResult> {
  const data = unwrap(
    await supabase.rpc("rate_review_card", {
      p_question_id: input.questionId,
      p_rating: input.rating,
      p_card: cardPayload(input.next) as unknown as Json,
      p_expected_reps: input.expectedReps,
    }),
  )
  if (!isRateResult(data)) throw new Error("rate_review_card returned an unexpected shape.")
  return data
}

/**
 * Starts (or resumes) a practice set from the student's own data: 'weak'
 * (topics they miss most; only `topic` when given) or 'favorites'. Untimed
 * unless asked. An active set of the kind is resumed whatever the topic.
 * Throws a DataError: 404 (`isNotFound`) when there is nothing to practise,
 * 400 for a bad or unknown topic; both messages are meant to be shown.
 */
export async function startPracticeSet(
  kind: "weak" | "favorites",
  count = 20,
  timed = false,
  topic?: string,
): Promise<SessionRow> {
  const data = unwrap(
    await supabase.rpc("start_practice_set", {
      p_kind: kind,
      p_count: count,
      p_timed: timed,
      ...(topic !== undefined ? { p_topic: topic } : {}),
    }),
  )
  if (!isSessionRow(data)) throw new Error("The practice set has an unexpected shape.")
  return data
}
