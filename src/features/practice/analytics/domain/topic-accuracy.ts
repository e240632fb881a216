/** Accuracy per topic from graded answers, weakest first (ties: more attempts first, then by name). */
export type TopicAccuracy = { topic: string; attempts: number; correct: number; accuracy: number }

export function topicAccuracy(answers: { topic: string; isCorrect: boolean }[]): TopicAccuracy[] {
  const byTopic = new Map<string, { attempts: number; correct: number }>()
  for (const a of answers) {
    const t = byTopic.get(a.topic) ?? { attempts: 0, correct: 0 }
    t.attempts += 1
    if (a.isCorrect) t.correct += 1
    byTopic.set(a.topic, t)
  }
  return [...byTopic]
    .map(([topic, t]) => ({ topic, ...t, accuracy: Math.round((100 * t.correct) / t.attempts) }))
    .sort((a, b) => a.accuracy - b.accuracy || b.attempts - a.attempts || a.topic.localeCompare(b.topic))
}

/** Overall accuracy in percent, or null without answers. */
export function overallAccuracy(answers: { isCorrect: boolean }[]) {
  if (answers.length === 0) return null
  return Math.round((100 * answers.filter((a) => a.isCorrect).length) / answers.length)
}

export const SECTIONS = ["math", "reading", "writing"] as const
export type SectionName = (typeof SECTIONS)[number]
export const SECTION_TITLES: Record<SectionName, string> = { math: "Math", reading: "Reading", writing: "Writing" }
export const isSection = (v: string | undefined): v is SectionName => SECTIONS.includes(v as SectionName)
