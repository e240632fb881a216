import { useId, useState } from "react"
import { checkSpr, sprValue } from "../domain/spr"

type Props = {
  value: string | null
  /** Called only with a valid response (or null to clear): a rejected entry is never saved. */
  onCommit: (value: string | null) => void
  disabled?: boolean
}

const RULES = [
  "Up to 5 characters for a positive answer, 6 for a negative one.",
  "Fractions (7/2) and decimals (3.5) are fine; mixed numbers (3 1/2) are not.",
  "No %, $ or commas. A decimal that does not fit can be cut off: .6666 or .6667.",
]

function preview(s: string): string {
  if (!s.includes("/")) return s
  const v = sprValue(s)
  return Number.isFinite(v) ? `${s} (= ${Number(v.toFixed(4))})` : s
}

/** A student-produced response: the official entry rules beside the box, a live preview, and an explanation before anything is saved. */
export function SprInput({ value, onCommit, disabled }: Props) {
  const id = useId()
  // The parent keys this by question, so the box starts from the saved answer.
  const [text, setText] = useState(value ?? "")
  const check = checkSpr(text)

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold">
          Your answer
        </label>
        <input
          id={id}
          value={text}
          disabled={disabled}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          aria-invalid={!check.ok}
          aria-describedby={`${id}-msg ${id}-rules`}
          onChange={(e) => {
            const next = e.target.value
            setText(next)
            const c = checkSpr(next)
            if (c.ok && c.value !== value) onCommit(c.value)
          }}
          className="h-12 w-full rounded-lg border-2 border-border bg-card px-3 font-mono text-lg aria-invalid:border-destructive"
        />
        <p id={`${id}-msg`} role={check.ok ? undefined : "alert"} className="mt-2 min-h-5 text-sm">
          {check.ok ? (
            check.value ? (
              <>
                Answer preview: <strong className="font-mono">{preview(check.value)}</strong>
              </>
            ) : (
              <span className="text-muted-foreground">Type a number, a decimal or a fraction.</span>
            )
          ) : (
            <span className="font-medium text-destructive">Not saved: {check.error}</span>
          )}
        </p>
      </div>
      <div id={`${id}-rules`} className="rounded-lg bg-muted p-3 text-sm">
        <p className="mb-1 font-semibold">Entering your answer</p>
        <ul className="list-disc space-y-1 pl-5">
          {RULES.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
