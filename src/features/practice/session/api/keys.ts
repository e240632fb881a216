/** Query keys of sessions: every variable a query depends on is in its key. */
export const sessionKeys = {
  all: ["practice", "sessions"] as const,
  detail: (id: string) => [...sessionKeys.all, "detail", id] as const,
  questions: (id: string) => [...sessionKeys.all, "questions", id] as const,
  result: (id: string) => [...sessionKeys.all, "result", id] as const,
  forTest: (testId: string) => [...sessionKeys.all, "list", { testId }] as const,
  /** Where a runner starts: server and device copies merged, once per mount. */
  start: (id: string) => [...sessionKeys.all, "start", id] as const,
  /** This device's copy of a session (IndexedDB), never the network. */
  local: (id: string) => [...sessionKeys.all, "local", id] as const,
}

/** Mutation keys: the answer queue's defaults are registered under `save`. */
export const answerKeys = {
  save: ["practice", "answers", "save"] as const,
  progress: ["practice", "sessions", "progress"] as const,
}
