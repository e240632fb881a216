import { useId } from "react"
import type { TopicCount } from "../domain/group"

type Props = { topics: TopicCount[]; total: number; value: string | null; onChange: (topic: string | null) => void }

/** Narrows a list to one topic (a native select: keyboard and screen readers for free). */
export function TopicFilter({ topics, total, value, onChange }: Props) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        Topic
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || null)}
        className="h-10 max-w-full rounded-lg border border-border bg-card px-3 text-sm"
      >
        <option value="">All topics ({total})</option>
        {topics.map((t) => (
          <option key={t.topic} value={t.topic}>
            {t.topic} ({t.count})
          </option>
        ))}
      </select>
    </div>
  )
}
