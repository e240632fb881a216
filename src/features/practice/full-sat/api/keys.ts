/** Query keys of the full SAT: every variable a query depends on is in its key. */
export const fullSatKeys = {
  all: ["practice", "full-sat"] as const,
  /** The active attempt of one test (get_full_sat_state). */
  state: (testId: string) => [...fullSatKeys.all, "state", testId] as const,
  /** The session a module runs in (start_module: idempotent, so it can be a query). */
  module: (fullSatId: string, order: number) => [...fullSatKeys.all, "module", fullSatId, order] as const,
}
