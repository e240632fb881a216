import { describe, expect, it } from "vitest"
import { answersReducer, emptyEntry, isAnswered, unsentEntries, type AnswerEntry, type AnswerMap } from "./answers"

const entry = (over: Partial<AnswerEntry>): AnswerEntry => ({ ...emptyEntry, ...over })

describe("answersReducer", () => {
  const cases: [string, AnswerMap, Parameters<typeof answersReducer>[1], AnswerMap][] = [
    [
      "answers a fresh question",
      {},
      { type: "answer", questionId: "q", answer: "B", seq: 5 },
      { q: entry({ answer: "B", seq: 5, refused: false }) },
    ],
    [
      "changes an answer",
      { q: entry({ answer: "B", seq: 5 }) },
      { type: "answer", questionId: "q", answer: "C", seq: 6 },
      { q: entry({ answer: "C", seq: 6, refused: false }) },
    ],
    [
      "choosing a struck-out option brings it back",
      { q: entry({ eliminated: "BC", seq: 5 }) },
      { type: "answer", questionId: "q", answer: "B", seq: 6 },
      { q: entry({ answer: "B", eliminated: "C", seq: 6, refused: false }) },
    ],
    [
      "flags",
      {},
      { type: "toggleFlag", questionId: "q", seq: 3 },
      { q: entry({ flagged: true, seq: 3, refused: false }) },
    ],
    [
      "unflags",
      { q: entry({ flagged: true, seq: 3 }) },
      { type: "toggleFlag", questionId: "q", seq: 4 },
      { q: entry({ flagged: false, seq: 4, refused: false }) },
    ],
    [
      "strikes out in letter order",
      { q: entry({ eliminated: "D", seq: 1 }) },
      { type: "toggleEliminated", questionId: "q", letter: "B", seq: 2 },
      { q: entry({ eliminated: "BD", seq: 2, refused: false }) },
    ],
    [
      "striking out the chosen option clears it",
      { q: entry({ answer: "A", seq: 1 }) },
      { type: "toggleEliminated", questionId: "q", letter: "A", seq: 2 },
      { q: entry({ answer: null, eliminated: "A", seq: 2, refused: false }) },
    ],
    [
      "ignores letters outside A-D",
      { q: entry({ seq: 1 }) },
      { type: "toggleEliminated", questionId: "q", letter: "E", seq: 2 },
      { q: entry({ seq: 1 }) },
    ],
    [
      "adds time without a new seq",
      { q: entry({ answer: "A", seq: 1, timeSpent: 4 }) },
      { type: "addTime", questionId: "q", seconds: 6 },
      { q: entry({ answer: "A", seq: 1, timeSpent: 10 }) },
    ],
    [
      "marks only the refused change",
      { q: entry({ answer: "A", seq: 9 }) },
      { type: "refused", questionId: "q", seq: 8 },
      { q: entry({ answer: "A", seq: 9 }) },
    ],
    [
      "merge keeps the newer of each",
      { a: entry({ answer: "A", seq: 10 }), b: entry({ answer: "B", seq: 1, timeSpent: 30 }) },
      {
        type: "merge",
        entries: {
          a: entry({ answer: "C", seq: 9 }),
          b: entry({ answer: "D", seq: 2, timeSpent: 5 }),
          c: entry({ answer: "1/2", seq: 3 }),
        },
      },
      {
        a: entry({ answer: "A", seq: 10 }),
        b: entry({ answer: "D", seq: 2, timeSpent: 30 }),
        c: entry({ answer: "1/2", seq: 3 }),
      },
    ],
  ]
  it.each(cases)("%s", (_name, state, action, expected) => {
    expect(answersReducer(state, action)).toEqual(expected)
  })

  it("returns the same state when nothing changes", () => {
    const state = { q: entry({ answer: "A", seq: 1 }) }
    expect(answersReducer(state, { type: "answer", questionId: "q", answer: "A", seq: 2 })).toBe(state)
  })
})

describe("isAnswered", () => {
  it.each([
    [undefined, false],
    [entry({}), false],
    [entry({ answer: "" }), false],
    [entry({ answer: "A" }), true],
    [entry({ answer: "0" }), true],
  ])("%j -> %s", (e, out) => expect(isAnswered(e)).toBe(out))
})

describe("unsentEntries", () => {
  it("lists what the server has not confirmed, skipping refused and untouched entries", () => {
    const local = {
      newer: entry({ answer: "A", seq: 5 }),
      same: entry({ answer: "B", seq: 4 }),
      unknown: entry({ answer: "C", seq: 2 }),
      refused: entry({ answer: "D", seq: 9, refused: true }),
      untouched: entry({}),
    }
    const server = { newer: entry({ seq: 3 }), same: entry({ answer: "B", seq: 4 }) }
    expect(unsentEntries(local, server).map(([id]) => id)).toEqual(["newer", "unknown"])
  })
})
