/** The three single-section tests, as the URL names them. */
export type Section = "math" | "reading" | "writing"

export const SECTIONS: Readonly<Record<Section, { title: string; blurb: string }>> = {
  math: { title: "Math Section", blurb: "Algebra, advanced math, data analysis and geometry" },
  reading: { title: "Reading Section", blurb: "Words in context, structure, central ideas and evidence" },
  writing: { title: "Writing & Language Section", blurb: "Boundaries, form and sense, transitions, synthesis" },
}

export function isSection(value: string | undefined): value is Section {
  return value === "math" || value === "reading" || value === "writing"
}

/** The practice sets built from the student's own answers and stars (start_practice_set). */
export type PracticeSetKind = "weak" | "favorites"
export const PRACTICE_SET_TITLES: Readonly<Record<PracticeSetKind, string>> = {
  weak: "Weak Areas Practice",
  favorites: "Favorites Practice",
}

/** What /practice/test/:kind runs: a section test or a practice set. */
export type TestKind = Section | PracticeSetKind

export function isTestKind(value: string | undefined): value is TestKind {
  return isSection(value) || value === "weak" || value === "favorites"
}

export function testTitle(kind: TestKind): string {
  return isSection(kind) ? SECTIONS[kind].title : PRACTICE_SET_TITLES[kind]
}

/** The message of start_test_session when a test has no questions. */
export function isNoQuestionsError(message: string): boolean {
  return message.startsWith("No questions found")
}

/** A test type's badge text. */
export function typeLabel(testType: string): string {
  return testType === "full_sat" ? "Full SAT" : testType === "custom" ? "Practice set" : "Section test"
}
