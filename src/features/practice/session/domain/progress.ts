import { isAnswered, type AnswerMap } from "./answers"

/** How many of the questions have an answer. */
export function answeredCount(questionIds: readonly string[], answers: AnswerMap): number {
  return questionIds.filter((id) => isAnswered(answers[id])).length
}

/** Whole percent of `part` in `total` (0 for an empty total). */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((100 * part) / total) : 0
}

/** 1-based numbers of the unanswered questions, for the submit confirmation. */
export function unansweredNumbers(questionIds: readonly string[], answers: AnswerMap): number[] {
  return questionIds.flatMap((id, i) => (isAnswered(answers[id]) ? [] : [i + 1]))
}

export type CellState = { current: boolean; answered: boolean; flagged: boolean }

/** What a navigator square shows; each state also has a word and a shape, never colour alone. */
export function cellState(index: number, currentIndex: number, questionId: string, answers: AnswerMap): CellState {
  const entry = answers[questionId]
  return { current: index === currentIndex, answered: isAnswered(entry), flagged: entry?.flagged ?? false }
}

/** The accessible name of a navigator square, e.g. "Question 3, answered, marked for review, current". */
export function cellLabel(number: number, state: CellState): string {
  return [
    `Question ${number}`,
    state.answered ? "answered" : "not answered",
    state.flagged ? "marked for review" : "",
    state.current ? "current" : "",
  ]
    .filter(Boolean)
    .join(", ")
}
