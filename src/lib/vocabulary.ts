/**
 * The words the server and the app share, spelled once: the SQL enums and
 * the values RPCs take and return. Domain modules and the data layer both
 * import from here (a test holds these lists equal to the database's enums).
 */

export const OPTION_LETTERS = ["A", "B", "C", "D"] as const
export type OptionLetter = (typeof OPTION_LETTERS)[number]
export const isOptionLetter = (v: unknown): v is OptionLetter => OPTION_LETTERS.includes(v as OptionLetter)

/** `question_type`: the three kinds of question, and the review area's sections. */
export const QUESTION_TYPES = ["math", "reading", "writing"] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export const isQuestionType = (v: unknown): v is QuestionType => QUESTION_TYPES.includes(v as QuestionType)

/** `section_type`: the two scored sections of the SAT. */
export const SECTION_TYPES = ["reading_writing", "math"] as const
export type SectionType = (typeof SECTION_TYPES)[number]

/** `question_format`: multiple choice or student-produced response, as stored and as sent. */
export const QUESTION_FORMATS = ["mcq", "spr"] as const
export type QuestionFormat = (typeof QUESTION_FORMATS)[number]

/** `test_type` of practice_tests. */
export const TEST_TYPES = ["full_sat", "math", "reading", "writing", "custom"] as const
export type TestType = (typeof TEST_TYPES)[number]

/** Difficulty bands of levels 1-9: easy 1-3, medium 4-6, hard 7-9. */
export const DIFFICULTY_BANDS = ["easy", "medium", "hard"] as const
export type DifficultyBand = (typeof DIFFICULTY_BANDS)[number]
export const isDifficultyBand = (v: unknown): v is DifficultyBand => DIFFICULTY_BANDS.includes(v as DifficultyBand)

/** What list_review_questions(p_filter, p_value) filters by. */
export const REVIEW_FILTERS = ["all", "section", "topic", "difficulty", "favorites", "weak", "due"] as const
export type ReviewFilterName = (typeof REVIEW_FILTERS)[number]

/** `session_status` of user_sessions. */
export const SESSION_STATUSES = ["active", "completed", "cancelled"] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** `full_sat_status` of full_sat_sessions. */
export const FULL_SAT_STATUSES = ["active", "completed", "cancelled"] as const
export type FullSatStatus = (typeof FULL_SAT_STATUSES)[number]

/** `difficulty_tier`: the tier of a full SAT's adaptive second module (standard for the others). */
export const DIFFICULTY_TIERS = ["standard", "easier", "harder"] as const
export type DifficultyTier = (typeof DIFFICULTY_TIERS)[number]
