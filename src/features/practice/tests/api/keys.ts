export const testKeys = {
  all: ["practice", "tests"] as const,
  active: () => [...testKeys.all, "active"] as const,
}
