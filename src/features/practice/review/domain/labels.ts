import type { Band } from "./filters"

/** The spec's difficulty ranges (section 9): Easy 1-3, Medium 4-6, Hard 7-9. */
export const BAND_INFO: Record<Band, { label: string; range: string; min: number; max: number }> = {
  easy: { label: "Easy", range: "1-3", min: 1, max: 3 },
  medium: { label: "Medium", range: "4-6", min: 4, max: 6 },
  hard: { label: "Hard", range: "7-9", min: 7, max: 9 },
}

/** The band of a 1-9 difficulty level (as private.difficulty_band does), or null outside the scale. */
export function bandOf(level: number): Band | null {
  if (!Number.isInteger(level) || level < 1 || level > 9) return null
  return level <= 3 ? "easy" : level <= 6 ? "medium" : "hard"
}

/** "78%", or "—" when nothing has been attempted (no accuracy yet, never a made-up 0). */
export function formatAccuracy(accuracy: number | null | undefined): string {
  return accuracy == null || !Number.isFinite(accuracy) ? "—" : `${Math.round(accuracy)}%`
}

/** "Level 5 · Medium". */
export function difficultyLabel(level: number): string {
  const band = bandOf(level)
  return band ? `Level ${level} · ${BAND_INFO[band].label}` : `Level ${level}`
}

/** "1 question", "12 questions". */
export function countLabel(n: number, noun = "question"): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`
}

/**
 * At most `max` characters of plain text: tags dropped, entities and spaces
 * collapsed, cut at a word boundary with an ellipsis when it had to be cut.
 * The server already sends ≤150 plain characters; this keeps any longer text
 * (an older server, a shared link's title) to the spec's 150.
 */
export function excerpt(text: string, max = 150): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
