import type { TestKind } from "./domain/sections"

/**
 * URLs of the test screens. (To fold into src/config/paths.ts when the
 * practice shell lands; kept here so two branches do not edit one file.)
 */
export const testPaths = {
  dashboard: "/practice",
  fullSat: "/practice/full-sat",
  /** One full SAT's own page (its intro: Start, or Resume / Start over), the same URL as full-sat/paths.ts. */
  fullSatIntro: (testId: string) => `/practice/full-sat/${testId}`,
  detail: (kind: TestKind) => `/practice/test/${kind}`,
  run: (kind: TestKind, sessionId: string) => `/practice/test/${kind}/session/${sessionId}`,
  results: (kind: TestKind, sessionId: string) => `/practice/test/${kind}/results/${sessionId}`,
}
