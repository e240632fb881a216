export type OptionLetter = "A" | "B" | "C" | "D"

/** What the server said about a checked answer (check_review_answer). */
export type CheckedAnswer = {
  user_answer: string
  is_correct: boolean
  correct_answer: string | null
  accepted_answers: string[] | null
  explanation: string | null
}

/** The key in words: a letter, or an SPR question's accepted responses joined by "or". */
export function keyText(c: Pick<CheckedAnswer, "correct_answer" | "accepted_answers">): string {
  const all = [c.correct_answer, ...(c.accepted_answers ?? [])].filter((x): x is string => !!x)
  return [...new Set(all)].join(" or ") || "—"
}

/** Colours and words for the options once an answer is checked: the key is correct, a wrong choice incorrect. */
export function optionMarks(c: CheckedAnswer | null): Partial<Record<OptionLetter, "correct" | "incorrect">> {
  if (!c) return {}
  const marks: Partial<Record<OptionLetter, "correct" | "incorrect">> = {}
  if (isLetter(c.correct_answer)) marks[c.correct_answer] = "correct"
  if (!c.is_correct && isLetter(c.user_answer)) marks[c.user_answer] = "incorrect"
  return marks
}

export const isLetter = (v: unknown): v is OptionLetter => v === "A" || v === "B" || v === "C" || v === "D"
