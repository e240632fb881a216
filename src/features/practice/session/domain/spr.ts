/**
 * Student-produced responses: the official digital SAT input rules, for
 * instant feedback while typing and for validating the question bank.
 * Grading (value comparison, truncation and rounding) is implemented once,
 * in SQL (`spr_matches`); `spr_normalize` there gives these same messages,
 * which an integration test checks case by case (spr-cases.ts).
 */

export type SprCheck = { ok: true; value: string | null } | { ok: false; error: string }

const NUMBER = /^-?(\d+|\d*\.\d+|\d+\/\d+)$/
const MIXED = /^-?\d+\s+\d+\s*\/\s*\d+$/

/** Cleans a response, or says what to fix. Empty means "no answer". */
export function checkSpr(input: string): SprCheck {
  const s = input.trim()
  if (s === "") return { ok: true, value: null }
  if (s.includes("%")) return { ok: false, error: "Enter the number without a percent sign (for 25% enter 25)." }
  if (s.includes("$")) return { ok: false, error: "Enter the number without a dollar sign." }
  if (s.includes(",")) return { ok: false, error: "Do not use commas: enter 1500, not 1,500." }
  if (MIXED.test(s)) return { ok: false, error: "Mixed numbers are not accepted: enter 3 1/2 as 7/2 or 3.5." }
  if (!NUMBER.test(s)) return { ok: false, error: "Enter a number, a decimal such as 1.5 or a fraction such as 1/2." }
  if (s.length > (s.startsWith("-") ? 6 : 5))
    return { ok: false, error: "Your answer is too long: use at most 5 characters (6 with a minus sign)." }
  if (/\/0+$/.test(s)) return { ok: false, error: "A fraction cannot have 0 as its denominator." }
  return { ok: true, value: s }
}

/** The numeric value of a valid response (for display and checks). */
export function sprValue(s: string): number {
  if (!s.includes("/")) return Number(s)
  const [n, d] = s.split("/")
  return Number(n) / Number(d)
}
