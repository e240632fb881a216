/** The keyboard shortcuts the practice app answers to (replaces the spec's "Settings coming soon"). */
export type Shortcut = { keys: string[][]; action: string }

export const shortcutGroups: { title: string; shortcuts: Shortcut[] }[] = [
  {
    title: "While taking a test",
    shortcuts: [
      { keys: [["A"], ["B"], ["C"], ["D"]], action: "Choose that answer" },
      { keys: [["↑"], ["↓"]], action: "Move between answer choices" },
      { keys: [["N"], ["→"]], action: "Next question" },
      { keys: [["P"], ["←"]], action: "Previous question" },
      { keys: [["F"]], action: "Flag the question for review" },
      { keys: [["?"]], action: "Show keyboard help" },
    ],
  },
  {
    title: "Anywhere in practice",
    shortcuts: [
      {
        keys: [
          ["Ctrl", "B"],
          ["⌘", "B"],
        ],
        action: "Show or hide the sidebar",
      },
    ],
  },
]
