import { CheckIcon } from "@/components/ui/icons"

const benefits = [
  { title: "Practice Tests", text: "Full adaptive SATs and timed section tests, scored like the real thing." },
  { title: "Question Review", text: "Every question explained, with your weak areas and favourites to revisit." },
]

export function AccessBenefits() {
  return (
    <ul className="space-y-3">
      {benefits.map((b) => (
        <li key={b.title} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <CheckIcon width={14} height={14} />
          </span>
          <span className="text-sm">
            <strong className="block font-semibold">{b.title}</strong>
            <span className="text-muted-foreground">{b.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
