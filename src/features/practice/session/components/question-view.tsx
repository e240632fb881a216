import { clsx } from "clsx"
import type { ComponentProps, ReactNode } from "react"
import type { OptionLetter, SessionQuestion } from "../api/types"
import type { AnswerEntry } from "../domain/answers"
import { HtmlContent } from "./html-content"
import { OptionList } from "./option-list"
import { SprInput } from "./spr-input"

/** The id of a question's heading, which the runners focus after a move. */
export const questionHeadingId = (questionId: string) => `q-${questionId}-heading`

export const TYPE_LABELS = { math: "Math", reading: "Reading", writing: "Writing" } as const

type Props = {
  question: SessionQuestion
  number: number
  entry: AnswerEntry | undefined
  onAnswer: (answer: string | null) => void
  onToggleFlag?: () => void
  /** Shows the answer-eliminator toggles (full SAT, and optional in section tests). */
  onToggleEliminated?: (letter: OptionLetter) => void
  disabled?: boolean
  /** Extra controls beside the number (review: favourite, feedback). */
  toolbar?: ReactNode
  /** Review: options marked correct / incorrect after a check (see OptionList). */
  optionMarks?: ComponentProps<typeof OptionList>["marks"]
  /** Draws the passage instead of plain HTML (section tests: the passage with Highlights & Notes). */
  renderPassage?: (html: string) => ReactNode
}

/**
 * One question: number, type badge, Mark for Review, the sanitised text and
 * the answer area. With a passage, wide screens split into passage (left)
 * and question (right); narrow screens stack them.
 */
export function QuestionView({
  question,
  number,
  entry,
  onAnswer,
  onToggleFlag,
  onToggleEliminated,
  disabled,
  toolbar,
  optionMarks,
  renderPassage,
}: Props) {
  const headingId = questionHeadingId(question.question_id)
  const flagged = entry?.flagged ?? false
  const body = (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center gap-3 border-b border-border pb-3">
        {/* Focusable from script only: a move puts the reading point here (RunnerAnnouncer). */}
        <h2 id={headingId} tabIndex={-1} className="scroll-mt-40 text-lg font-bold">
          Question {number}
        </h2>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
          {TYPE_LABELS[question.question_type]}
        </span>
        {onToggleFlag && (
          <button
            type="button"
            onClick={onToggleFlag}
            aria-pressed={flagged}
            className={clsx(
              "ml-auto inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium",
              flagged ? "border-primary bg-accent text-accent-foreground" : "border-border hover:bg-muted",
            )}
          >
            <FlagGlyph filled={flagged} />
            {flagged ? "Marked for review" : "Mark for review"}
          </button>
        )}
        {toolbar}
      </div>
      <HtmlContent html={question.question_text} className="mb-5 text-base leading-relaxed" id={`${headingId}-text`} />
      {question.format === "mcq" && question.options ? (
        <OptionList
          questionId={question.question_id}
          options={question.options}
          value={entry?.answer ?? null}
          onChange={onAnswer}
          eliminated={entry?.eliminated}
          onToggleEliminated={onToggleEliminated}
          disabled={disabled}
          labelledBy={`${headingId} ${headingId}-text`}
          marks={optionMarks}
        />
      ) : (
        <SprInput key={question.question_id} value={entry?.answer ?? null} onCommit={onAnswer} disabled={disabled} />
      )}
    </section>
  )
  if (!question.passage) return <div className="mx-auto max-w-3xl">{body}</div>
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-0 lg:divide-x lg:divide-border">
      <article
        aria-label="Passage"
        className="min-w-0 rounded-lg bg-muted/60 p-4 lg:max-h-[calc(100vh-12rem)] lg:overflow-y-auto lg:rounded-none lg:bg-transparent lg:pr-6"
      >
        {renderPassage ? (
          renderPassage(question.passage)
        ) : (
          <HtmlContent html={question.passage} className="font-serif text-base leading-relaxed" />
        )}
      </article>
      <div className="min-w-0 lg:pl-6">{body}</div>
    </div>
  )
}

export function FlagGlyph({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className="size-4"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" strokeLinejoin="round" />
    </svg>
  )
}
