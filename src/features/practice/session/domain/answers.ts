/**
 * What the student has done to each question: the chosen answer, the
 * Mark for Review flag and the options struck out. Every change carries a
 * `seq` (the time of the change, epoch ms) so copies from the server, the
 * device's store and the send queue merge by "newest change wins".
 */

export type AnswerEntry = {
  answer: string | null
  flagged: boolean
  /** Struck-out option letters in A-D order, e.g. "BD". */
  eliminated: string
  /** Seconds spent on the question so far (informational; the server keeps the largest). */
  timeSpent: number
  /** When the student last changed the entry (epoch ms); 0 = never changed on this device. */
  seq: number
  /** The server refused the change because time was up; kept here, never resent. */
  refused?: boolean
}

export type AnswerMap = Readonly<Record<string, AnswerEntry>>

export const emptyEntry: AnswerEntry = { answer: null, flagged: false, eliminated: "", timeSpent: 0, seq: 0 }

export type AnswerAction =
  | { type: "answer"; questionId: string; answer: string | null; seq: number }
  | { type: "toggleFlag"; questionId: string; seq: number }
  | { type: "toggleEliminated"; questionId: string; letter: string; seq: number }
  | { type: "addTime"; questionId: string; seconds: number }
  | { type: "refused"; questionId: string; seq: number }
  | { type: "merge"; entries: Readonly<Record<string, AnswerEntry>> }

const LETTERS = "ABCD"

function toggleLetter(set: string, letter: string): string {
  const has = set.includes(letter)
  return [...LETTERS].filter((l) => (l === letter ? !has : set.includes(l))).join("")
}

/** A newer entry replaces an older one; equal seqs keep what is there. */
export function newer(a: AnswerEntry | undefined, b: AnswerEntry | undefined): AnswerEntry | undefined {
  if (!a) return b
  if (!b) return a
  return b.seq > a.seq
    ? { ...b, timeSpent: Math.max(a.timeSpent, b.timeSpent) }
    : { ...a, timeSpent: Math.max(a.timeSpent, b.timeSpent) }
}

export function answersReducer(state: AnswerMap, action: AnswerAction): AnswerMap {
  if (action.type === "merge") {
    // The same map when nothing changes: a caller writes (and renders) only on a real change.
    let next: Record<string, AnswerEntry> | null = null
    for (const [id, entry] of Object.entries(action.entries)) {
      const merged = newer(state[id], entry)!
      if (state[id] && sameEntry(state[id], merged)) continue
      ;(next ??= { ...state })[id] = merged
    }
    return next ?? state
  }
  const current = state[action.questionId] ?? emptyEntry
  switch (action.type) {
    case "answer":
      if (current.answer === action.answer) return state
      // Choosing an option you had struck out brings it back, as in Bluebook.
      return {
        ...state,
        [action.questionId]: {
          ...current,
          answer: action.answer,
          eliminated: action.answer ? current.eliminated.replace(action.answer, "") : current.eliminated,
          seq: action.seq,
          refused: false,
        },
      }
    case "toggleFlag":
      return {
        ...state,
        [action.questionId]: { ...current, flagged: !current.flagged, seq: action.seq, refused: false },
      }
    case "toggleEliminated": {
      if (!LETTERS.includes(action.letter) || action.letter.length !== 1) return state
      const eliminated = toggleLetter(current.eliminated, action.letter)
      // Striking out the chosen option clears the choice.
      const answer = current.answer === action.letter && eliminated.includes(action.letter) ? null : current.answer
      return { ...state, [action.questionId]: { ...current, eliminated, answer, seq: action.seq, refused: false } }
    }
    case "addTime":
      if (action.seconds <= 0) return state
      return { ...state, [action.questionId]: { ...current, timeSpent: current.timeSpent + action.seconds } }
    case "refused":
      // Only the change the server refused is marked; a later change is sent as usual.
      // Already marked: the same map, so a repeated verdict neither renders nor writes.
      if (current.seq !== action.seq || current.refused) return state
      return { ...state, [action.questionId]: { ...current, refused: true } }
  }
}

function sameEntry(a: AnswerEntry, b: AnswerEntry): boolean {
  return (
    a.answer === b.answer &&
    a.flagged === b.flagged &&
    a.eliminated === b.eliminated &&
    a.timeSpent === b.timeSpent &&
    a.seq === b.seq &&
    Boolean(a.refused) === Boolean(b.refused)
  )
}

export function isAnswered(entry: AnswerEntry | undefined): boolean {
  return entry?.answer != null && entry.answer !== ""
}

/** Entries the device holds that the server has not confirmed: they are sent again. */
export function unsentEntries(local: AnswerMap, server: AnswerMap): [string, AnswerEntry][] {
  return Object.entries(local).filter(([id, e]) => e.seq > 0 && !e.refused && e.seq > (server[id]?.seq ?? 0))
}
