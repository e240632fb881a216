import { clsx } from "clsx"
import { OPTION_LETTERS, type OptionLetter, type Options } from "../api/types"
import { HtmlContent } from "./html-content"

type Props = {
  questionId: string
  options: Options
  value: string | null
  onChange: (letter: OptionLetter) => void
  /** Struck-out letters (answer eliminator). */
  eliminated?: string
  /** When given, each option gets a strike-out toggle. */
  onToggleEliminated?: (letter: OptionLetter) => void
  disabled?: boolean
  labelledBy?: string
  /** Review: after a check, the key is marked correct and a wrong choice incorrect, in colour and in words. */
  marks?: Partial<Record<OptionLetter, "correct" | "incorrect">>
}

const MARK_STYLES = {
  correct: "border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950",
  incorrect: "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950",
}
const MARK_WORDS = { correct: "Correct answer", incorrect: "Your choice" }

/**
 * Options A-D as a native radio group: arrow keys move and choose, screen
 * readers announce "radio, 2 of 4", and no script is needed for either (a
 * Radix radio group cost ~5 kB gzip on the runner's budget for the same
 * behaviour). A struck-out option is crossed through and says so in words.
 */
export function OptionList({
  questionId,
  options,
  value,
  onChange,
  eliminated = "",
  onToggleEliminated,
  disabled,
  labelledBy,
  marks,
}: Props) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3">
      {OPTION_LETTERS.map((letter) => {
        const id = `${questionId}-${letter}`
        const struck = eliminated.includes(letter)
        const chosen = value === letter
        const mark = marks?.[letter]
        return (
          <div key={letter} className="flex items-stretch gap-2">
            <label
              htmlFor={id}
              className={clsx(
                "relative flex min-h-12 flex-1 cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 text-left transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                mark ? MARK_STYLES[mark] : chosen ? "border-primary bg-accent" : "border-border bg-card hover:bg-muted",
                struck && "opacity-60",
                disabled && "cursor-not-allowed",
              )}
            >
              <input
                id={id}
                type="radio"
                name={`answer-${questionId}`}
                value={letter}
                checked={chosen}
                disabled={disabled}
                onChange={() => onChange(letter)}
                aria-describedby={struck ? `${id}-struck` : undefined}
                // Invisible but covering the whole option, so a click or tap lands on the radio itself.
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden
                className={clsx(
                  "grid size-7 shrink-0 place-items-center rounded-full border-2 text-sm font-bold",
                  chosen ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground",
                )}
              >
                {letter}
              </span>
              <span className="sr-only">{`Option ${letter}: `}</span>
              <HtmlContent html={options[letter]} className={clsx("pt-0.5", struck && "line-through")} />
              {mark && (
                <span
                  className={clsx(
                    "ml-auto shrink-0 self-center text-xs font-bold",
                    mark === "correct" ? "text-emerald-800 dark:text-emerald-300" : "text-red-800 dark:text-red-300",
                  )}
                >
                  {MARK_WORDS[mark]}
                </span>
              )}
              {struck && (
                <span id={`${id}-struck`} className="sr-only">
                  (struck out)
                </span>
              )}
            </label>
            {onToggleEliminated && (
              <button
                type="button"
                onClick={() => onToggleEliminated(letter)}
                aria-pressed={struck}
                aria-label={struck ? `Undo strike-out of option ${letter}` : `Strike out option ${letter}`}
                className="w-12 shrink-0 rounded-lg border border-border text-sm font-semibold hover:bg-muted"
              >
                <span aria-hidden className={clsx(!struck && "line-through")}>
                  {struck ? "Undo" : letter}
                </span>
              </button>
            )}
          </div>
        )
      })}
    </div>
  )
}
