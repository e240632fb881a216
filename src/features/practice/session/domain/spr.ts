/**
 * Student-produced responses, by the official digital SAT rules. The same
 * rules run in SQL (`spr_normalize`, `spr_matches`), which grades; this
 * module gives instant feedback while typing and validates the question
 * bank. Messages match the server's word for word.
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

type Fraction = { num: bigint; den: bigint }

/** An exact fraction for a valid response: "3.50" is 350/100, "7/2" is 7/2. */
export function toFraction(s: string): Fraction {
  if (s.includes("/")) {
    const [n, d] = s.split("/")
    return { num: BigInt(n!), den: BigInt(d!) }
  }
  const negative = s.startsWith("-")
  const [whole = "", frac = ""] = s.replace("-", "").split(".")
  const num = BigInt((whole || "0") + frac) * (negative ? -1n : 1n)
  return { num, den: 10n ** BigInt(frac.length) }
}

const abs = (x: bigint) => (x < 0n ? -x : x)

/**
 * Does a valid response match an accepted answer? Values compare exactly
 * (7/2 = 3.5 = 3.50); a decimal that fills the whole width may also be the
 * key's value truncated or rounded to as many places (.6666 or .6667 for
 * 2/3, never .66).
 */
export function sprMatches(answer: string, key: string): boolean {
  const a = toFraction(answer)
  const k = toFraction(key)
  if (a.num * k.den === k.num * a.den) return true
  if (answer.includes("/") || !answer.includes(".")) return false
  if (answer.length < (answer.startsWith("-") ? 6 : 5)) return false
  const places = answer.split(".")[1]!.length
  const scale = 10n ** BigInt(places)
  // The answer times 10^places is a whole number, because it has `places` decimals.
  const scaledAnswer = (a.num * scale) / a.den
  const sign = k.num < 0n !== k.den < 0n ? -1n : 1n
  const truncated = (k.num * scale) / k.den
  const rounded = sign * ((2n * abs(k.num) * scale + abs(k.den)) / (2n * abs(k.den)))
  return scaledAnswer === truncated || scaledAnswer === rounded
}

/** The numeric value of a valid response (for display and checks). */
export function sprValue(s: string): number {
  const { num, den } = toFraction(s)
  return Number(num) / Number(den)
}
