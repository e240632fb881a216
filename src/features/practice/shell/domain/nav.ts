/** The sidebar's groups and entries (spec, section 2), plus Settings. */
export type NavIconName =
  "dashboard" | "full-sat" | "math" | "reading" | "writing" | "review" | "history" | "settings" | "due"
/** An entry may carry a live count (the mistakes queue's "due today"). */
export type NavBadge = "due"
export type NavEntry = { label: string; to: string; icon: NavIconName; end?: boolean; badge?: NavBadge }
export type NavGroup = { label: string; entries: NavEntry[] }

export const practiceNav: NavGroup[] = [
  { label: "Main", entries: [{ label: "Dashboard", to: "/practice", icon: "dashboard", end: true }] },
  {
    label: "Practice Tests",
    entries: [
      { label: "Full SAT Test", to: "/practice/full-sat", icon: "full-sat" },
      { label: "Math Section", to: "/practice/test/math", icon: "math" },
      { label: "Reading Section", to: "/practice/test/reading", icon: "reading" },
      { label: "Writing Section", to: "/practice/test/writing", icon: "writing" },
    ],
  },
  {
    label: "Review Questions",
    entries: [
      { label: "By Section", to: "/practice/review/section", icon: "review" },
      { label: "Due today", to: "/practice/review/due", icon: "due", badge: "due" },
    ],
  },
  { label: "Analytics", entries: [{ label: "Test History", to: "/practice/analytics", icon: "history" }] },
  { label: "Account", entries: [{ label: "Settings", to: "/practice/settings", icon: "settings" }] },
]
