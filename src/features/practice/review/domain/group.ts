import { SECTIONS, type ReviewSection } from "./filters"

type Item = { section: string; topic: string }

export type TopicCount = { topic: string; count: number }
export type SectionSummary = { section: ReviewSection; count: number; topics: TopicCount[] }

/** Each section's question count and its topics with their counts (most questions first, then by name). */
export function summarizeSections(items: readonly Item[]): SectionSummary[] {
  return SECTIONS.map((section) => {
    const mine = items.filter((i) => i.section === section)
    return { section, count: mine.length, topics: topicCounts(mine) }
  })
}

export function topicCounts(items: readonly Item[]): TopicCount[] {
  const counts = new Map<string, number>()
  for (const i of items) counts.set(i.topic, (counts.get(i.topic) ?? 0) + 1)
  return [...counts]
    .map(([topic, count]) => ({ topic, count }))
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic))
}

/** The rows of one topic, or all of them when no (or an unknown) topic is chosen. */
export function filterByTopic<T extends Item>(items: readonly T[], topic: string | null): T[] {
  if (!topic || !items.some((i) => i.topic === topic)) return [...items]
  return items.filter((i) => i.topic === topic)
}
