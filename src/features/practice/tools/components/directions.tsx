/** The SAT's two sections, as the full SAT's modules and the tools name them. */
export type ToolSection = "reading_writing" | "math"

/** Our own wording of each section's directions (shown from each runner's Directions toggle). */
const DIRECTIONS: Record<ToolSection, string[]> = {
  reading_writing: [
    "These questions test reading and writing skills. Each has a short passage (sometimes with a table or graph) and one question about it.",
    "Read the passage and the question carefully, then choose the best answer. Every question is multiple choice with four options and a single best answer.",
  ],
  math: [
    "These questions test algebra, advanced math, problem solving and data analysis, and geometry and trigonometry. A calculator is allowed on every question.",
    "For multiple-choice questions, choose the best answer. For questions with an answer box, enter your own answer: up to 5 characters (6 with a minus sign), as a whole number, a decimal or a fraction. If you find more than one correct answer, enter one.",
    "Figures are drawn to scale unless a question says otherwise. The Reference sheet lists the formulas you may need.",
  ],
}

export function Directions({ section, id, onClose }: { section: ToolSection; id: string; onClose?: () => void }) {
  return (
    // Scrolls inside at most 40% of the screen, so the header and the navigator's panel never hide it
    // (focusable, so a keyboard can scroll it).
    <section
      id={id}
      aria-label="Directions"
      tabIndex={0}
      className="max-h-[40dvh] overflow-y-auto border-b border-border bg-muted px-4 py-4 text-sm"
    >
      <div className="mx-auto grid max-w-3xl gap-2">
        {DIRECTIONS[section].map((p) => (
          <p key={p}>{p}</p>
        ))}
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="justify-self-end rounded-md border border-border bg-background px-3 py-1 text-sm font-medium hover:bg-muted"
          >
            Close directions
          </button>
        )}
      </div>
    </section>
  )
}
