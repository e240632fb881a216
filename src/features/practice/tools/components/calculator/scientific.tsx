import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react"
import { evaluateExpression, type AngleMode } from "../../domain/evaluate"

export type HistoryEntry = { expression: string; result: string }

type Props = {
  mode: AngleMode
  history: HistoryEntry[]
  onHistory: (entries: HistoryEntry[]) => void
}

// Keys that insert text at the caret: functions open their parenthesis.
const KEYS: [label: string, insert: string, name: string][] = [
  ["sin", "sin(", "sine"],
  ["cos", "cos(", "cosine"],
  ["tan", "tan(", "tangent"],
  ["√", "sqrt(", "square root"],
  ["xʸ", "^", "power"],
  ["x²", "^2", "squared"],
  ["log", "log(", "log base 10"],
  ["ln", "ln(", "natural log"],
  ["π", "pi", "pi"],
  ["e", "e", "e"],
  ["(", "(", "open parenthesis"],
  [")", ")", "close parenthesis"],
  ["ans", "ans", "previous answer"],
]

/** Typed expressions, evaluated on Enter; Up and Down recall earlier ones. */
export function ScientificCalculator({ mode, history, onHistory }: Props) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  const [text, setText] = useState("")
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  // Position while browsing history with the arrow keys; -1 is the line being typed.
  const [recall, setRecall] = useState(-1)

  function evaluate() {
    const last = history.at(-1)
    const r = evaluateExpression(text, mode, last ? Number(last.result) : 0)
    if (!r.ok) {
      setOutcome({ ok: false, message: r.error })
      return
    }
    setOutcome({ ok: true, message: `= ${r.text}` })
    onHistory([...history, { expression: text.trim(), result: r.text }].slice(-50))
    setRecall(-1)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault()
      evaluate()
    } else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      if (history.length === 0) return
      e.preventDefault()
      const from = recall === -1 ? history.length : recall
      const next = e.key === "ArrowUp" ? Math.max(0, from - 1) : from + 1
      if (next >= history.length) {
        setRecall(-1)
        setText("")
      } else {
        setRecall(next)
        setText(history[next]?.expression ?? "")
      }
    }
  }

  function insert(s: string) {
    const el = inputRef.current
    const start = el?.selectionStart ?? text.length
    const end = el?.selectionEnd ?? text.length
    const next = text.slice(0, start) + s + text.slice(end)
    caret.current = start + s.length
    setText(next)
    el?.focus()
  }

  // Put the caret after inserted text once React has written the new value.
  useLayoutEffect(() => {
    if (caret.current === null) return
    inputRef.current?.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [text])

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={inputId} className="text-xs font-medium text-muted-foreground">
          Expression (Enter to evaluate, Up for earlier ones)
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setOutcome(null)
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            aria-invalid={outcome?.ok === false || undefined}
            aria-describedby={`${inputId}-out`}
            className="min-w-0 flex-1 rounded-md border border-border bg-background px-3 py-2 font-mono text-base"
          />
          <button
            type="button"
            onClick={evaluate}
            className="rounded-md bg-primary px-3 text-sm font-semibold text-primary-foreground"
          >
            =<span className="sr-only"> Evaluate</span>
          </button>
        </div>
        <p
          id={`${inputId}-out`}
          role="status"
          className={
            outcome?.ok === false
              ? "mt-1 min-h-6 text-sm text-destructive"
              : "mt-1 min-h-6 font-mono text-lg font-semibold"
          }
        >
          {outcome ? (outcome.ok ? outcome.message : `Error: ${outcome.message}`) : ""}
        </p>
      </div>
      <div className="grid grid-cols-5 gap-1" role="group" aria-label="Insert">
        {KEYS.map(([label, value, name]) => (
          <button
            key={label}
            type="button"
            onClick={() => insert(value)}
            aria-label={`Insert ${name}`}
            className="h-9 rounded-md border border-border bg-background font-mono text-sm hover:bg-muted"
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          onClick={() => {
            setText("")
            setOutcome(null)
          }}
          className="h-9 rounded-md border border-border bg-background text-sm hover:bg-muted"
        >
          Clear
        </button>
        <button
          type="button"
          onClick={() => onHistory([])}
          disabled={history.length === 0}
          className="col-span-1 h-9 rounded-md border border-border bg-background text-xs hover:bg-muted disabled:opacity-50"
        >
          Clear history
        </button>
      </div>
      <section aria-label="History">
        <h3 className="text-xs font-medium text-muted-foreground">History</h3>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">No calculations yet.</p>
        ) : (
          <ol className="mt-1 flex max-h-40 flex-col-reverse overflow-auto text-sm">
            {history.map((h, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => insert(h.result)}
                  className="w-full rounded px-1 py-0.5 text-left font-mono hover:bg-muted"
                  aria-label={`${h.expression} equals ${h.result}. Insert ${h.result}`}
                >
                  {h.expression} = <strong>{h.result}</strong>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
