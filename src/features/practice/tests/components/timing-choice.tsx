import { clsx } from "clsx"

type Props = { minutes: number; timed: boolean; onChange: (timed: boolean) => void }

/** Timed (the test's limit, auto-submitted at zero) or untimed (never auto-submitted): native radios. */
export function TimingChoice({ minutes, timed, onChange }: Props) {
  const choices = [
    { timed: true, title: `Timed: ${minutes} minutes`, note: "Like the real test. Submits itself when time runs out." },
    { timed: false, title: "Unlimited time", note: "Work at your own pace; no clock." },
  ]
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Timing</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((c) => {
          const on = c.timed === timed
          return (
            <label
              key={c.title}
              className={clsx(
                "flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                on ? "border-primary bg-accent" : "border-border bg-card hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="timing"
                checked={on}
                onChange={() => onChange(c.timed)}
                className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
              />
              <span>
                <span className="block font-semibold">{c.title}</span>
                <span className="block text-sm text-muted-foreground">{c.note}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
