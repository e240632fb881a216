import type { Annotation } from "../../domain/ranges"

/** Where highlights are kept. Synchronous so a passage paints with its highlights on the first frame. */
export type AnnotationStorage = {
  load: (key: string) => unknown
  save: (key: string, annotations: readonly Annotation[]) => void
}

/** One entry per attempt and question: `sat-annotations:{sessionId}:{questionId}`. */
export function annotationKey(sessionId: string, questionId: string): string {
  return `sat-annotations:${sessionId}:${questionId}`
}

/** localStorage: survives a reload; quota or privacy-mode errors lose only the highlight, never the test. */
export const localAnnotationStorage: AnnotationStorage = {
  load(key) {
    try {
      const raw = window.localStorage.getItem(key)
      return raw === null ? [] : JSON.parse(raw)
    } catch {
      return []
    }
  },
  save(key, annotations) {
    try {
      if (annotations.length === 0) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, JSON.stringify(annotations))
    } catch {
      // Storage full or blocked: the highlights still show until the page closes.
    }
  },
}

/** Removes every annotation of an attempt (call when the full SAT is finished or cancelled). */
export function clearAttemptAnnotations(sessionId: string) {
  try {
    const prefix = annotationKey(sessionId, "")
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const k = window.localStorage.key(i)
      if (k?.startsWith(prefix)) window.localStorage.removeItem(k)
    }
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
