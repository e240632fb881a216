import type { Section } from "./domain/sections"

/**
 * URLs of the test screens. (To fold into src/config/paths.ts when the
 * practice shell lands; kept here so two branches do not edit one file.)
 */
export const testPaths = {
  dashboard: "/practice",
  fullSat: "/practice/full-sat",
  detail: (section: Section) => `/practice/test/${section}`,
  run: (section: Section, sessionId: string) => `/practice/test/${section}/session/${sessionId}`,
  results: (section: Section, sessionId: string) => `/practice/test/${section}/results/${sessionId}`,
}
