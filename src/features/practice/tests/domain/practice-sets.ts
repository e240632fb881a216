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
