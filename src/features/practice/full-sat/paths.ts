/** URLs of the full SAT screens (relative to the app root). */
export const fullSatPaths = {
  list: "/practice/full-sat",
  intro: (testId: string) => `/practice/full-sat/${testId}`,
  /** One URL for the whole attempt: it shows whatever the server says is next (a module or the break). */
  run: (testId: string) => `/practice/full-sat/${testId}/run`,
  results: (testId: string, fullSatId: string) => `/practice/full-sat/${testId}/results/${fullSatId}`,
  /** The printable score report of a completed full SAT. */
  report: (testId: string, fullSatId: string) => `/practice/full-sat/${testId}/results/${fullSatId}/report`,
}
