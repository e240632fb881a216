/**
 * The lists a review question can belong to: what the server's
 * list_review_questions(p_filter, p_value) accepts, with the title and the
 * list page each one has.
 */
export const REVIEW_FILTERS = ["all", "section", "topic", "difficulty", "favorites", "weak", "due"] as const
export type ReviewFilter = (typeof REVIEW_FILTERS)[number]

export const SECTIONS = ["math", "reading", "writing"] as const
export type ReviewSection = (typeof SECTIONS)[number]
export const SECTION_TITLES: Record<ReviewSection, string> = { math: "Math", reading: "Reading", writing: "Writing" }

export const BANDS = ["easy", "medium", "hard"] as const
export type Band = (typeof BANDS)[number]

export const isReviewFilter = (v: unknown): v is ReviewFilter => REVIEW_FILTERS.includes(v as ReviewFilter)
export const isSection = (v: unknown): v is ReviewSection => SECTIONS.includes(v as ReviewSection)
export const isBand = (v: unknown): v is Band => BANDS.includes(v as Band)

/** Filters that name a section, topic or band need that value; the others take none. */
export function needsValue(filter: ReviewFilter): boolean {
  return filter === "section" || filter === "topic" || filter === "difficulty"
}

/** A filter and its value, or null when the pair makes no sense (an unknown section, a missing topic). */
export function validFilter(filter: unknown, value: unknown): { filter: ReviewFilter; value: string | null } | null {
  if (!isReviewFilter(filter)) return null
  if (!needsValue(filter)) return { filter, value: null }
  if (typeof value !== "string" || value.trim() === "") return null
  if (filter === "section" && !isSection(value)) return null
  if (filter === "difficulty" && !isBand(value)) return null
  return { filter, value }
}

const BAND_TITLES: Record<Band, string> = { easy: "Easy", medium: "Medium", hard: "Hard" }

/** The heading of a list ('Math Questions', 'Easy Questions', 'Favorites'…). */
export function listTitle(filter: ReviewFilter, value: string | null): string {
  switch (filter) {
    case "section":
      return isSection(value) ? `${SECTION_TITLES[value]} Questions` : "Questions"
    case "difficulty":
      return isBand(value) ? `${BAND_TITLES[value]} Questions` : "Questions"
    case "topic":
      return `${value ?? ""} Questions`.trim()
    case "favorites":
      return "Favorites"
    case "weak":
      return "Weak Areas"
    case "due":
      return "Due Today"
    default:
      return "All Questions"
  }
}

/**
 * Where 'Back to Questions' goes for a list. A topic list is its section's
 * list narrowed to the topic, so it needs the section (else: Weak Areas, where topics are listed).
 */
export function listPath(filter: ReviewFilter, value: string | null, section?: string): string {
  const root = "/practice/review"
  switch (filter) {
    case "section":
      return isSection(value) ? `${root}/section/${value}` : `${root}/section`
    case "difficulty":
      return isBand(value) ? `${root}/difficulty/${value}` : `${root}/difficulty`
    case "topic":
      return isSection(section) && value
        ? `${root}/section/${section}?${new URLSearchParams({ topic: value })}`
        : `${root}/weak`
    case "favorites":
      return `${root}/favorites`
    case "weak":
      return `${root}/weak`
    case "due":
      return `${root}/due`
    default:
      return root
  }
}
