import { clsx } from "clsx"
import { CheckIcon } from "@/components/ui/icons"

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
            <CheckIcon width={14} height={14} strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
