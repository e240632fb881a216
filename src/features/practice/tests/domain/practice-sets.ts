import type { PracticeSetKind } from "./sections"

/** The practice tests' slugs (seed.sql), one per kind. */
export const PRACTICE_SET_SLUGS: Readonly<Record<PracticeSetKind, string>> = {
  weak: "weak-areas-practice",
  favorites: "favorites-practice",
}

/** The figures of get_review_stats a practice set depends on. */
export type PracticeSetFigures = {
  favorites: number
  by_section: readonly { attempts: number; correct: number }[]
}

/**
 * Why a set would be empty, before the student presses Start (the server
 * checks again and has the last word), or null when there is something to
 * practise: a weak set needs a missed answer, a favourites set a star.
 */
export function nothingToPractise(kind: PracticeSetKind, figures: PracticeSetFigures): string | null {
  if (kind === "favorites")
    return figures.favorites > 0 ? null : "You have no favourite questions yet: star questions while you review them."
  const missed = figures.by_section.reduce((n, s) => n + Math.max(0, s.attempts - s.correct), 0)
  return missed > 0 ? null : "No weak areas found yet: take a section test or review some questions first."
}

/**
 * The one topic a weak-areas set keeps to, from the page's `?topic=` (the
 * Weak Areas page's "Practice" links), trimmed; null for every weak area.
 * A favourites set has no topic, so the parameter means nothing there.
 */
export function practiceSetTopic(kind: PracticeSetKind, raw: string | null): string | null {
  if (kind !== "weak") return null
  const topic = raw?.trim() ?? ""
  return topic === "" ? null : topic
}
