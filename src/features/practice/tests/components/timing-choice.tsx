import * as RadioGroup from "@radix-ui/react-radio-group"
import { clsx } from "clsx"

type Props = { minutes: number; timed: boolean; onChange: (timed: boolean) => void }

/** Timed (the test's limit, auto-submitted at zero) or untimed (never auto-submitted). */
export function TimingChoice({ minutes, timed, onChange }: Props) {
  const choices = [
    {
      value: "timed",
      title: `Timed: ${minutes} minutes`,
      note: "Like the real test. Submits itself when time runs out.",
    },
    { value: "untimed", title: "Unlimited time", note: "Work at your own pace; no clock." },
  ]
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">Timing</legend>
      <RadioGroup.Root
        value={timed ? "timed" : "untimed"}
        onValueChange={(v) => onChange(v === "timed")}
        className="grid gap-3 sm:grid-cols-2"
        aria-label="Timing"
      >
        {choices.map((c) => {
          const on = (c.value === "timed") === timed
          return (
            <RadioGroup.Item
              key={c.value}
              value={c.value}
              className={clsx(
                "flex items-start gap-3 rounded-lg border-2 p-3 text-left",
                on ? "border-primary bg-accent" : "border-border bg-card hover:bg-muted",
              )}
            >
              <span
                aria-hidden
                className="mt-0.5 grid size-4 shrink-0 place-items-center rounded-full border-2 border-primary"
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
              </span>
              <span>
                <span className="block font-semibold">{c.title}</span>
                <span className="block text-sm text-muted-foreground">{c.note}</span>
              </span>
            </RadioGroup.Item>
          )
        })}
      </RadioGroup.Root>
    </fieldset>
  )
}
