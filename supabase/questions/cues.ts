import type { Question } from "./validate"

/**
 * Answer cues a test-wise student can exploit without reading the passage,
 * measured over the bank. Pure functions: the content suite (cues.test.ts)
 * holds the limits, and the README records the figures.
 */

const LETTERS = ["A", "B", "C", "D"] as const

/** Visible characters of an option: tags dropped, entities counted once, spaces collapsed. */
export function visibleLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&[#a-z0-9]+;/gi, "_")
    .replace(/\s+/g, " ")
    .trim().length
}

export type SkillLengths = { skill: string; items: number; keyMean: number; wrongMean: number; ratio: number }
export type LengthCue = {
  items: number
  /** Items whose key is strictly longer than each of the three wrong options. */
  keySingleLongest: number
  share: number
  perSkill: SkillLengths[]
}

/** The length cue over multiple-choice questions: how often the key is the longest option, by skill. */
export function lengthCue(questions: Question[]): LengthCue {
  const bySkill = new Map<string, { items: number; key: number; wrong: number }>()
  let keySingleLongest = 0
  let items = 0
  for (const q of questions) {
    if (q.format !== "mcq" || !q.options || !q.correct_answer) continue
    const key = visibleLength(q.options[q.correct_answer as (typeof LETTERS)[number]])
    const wrong = LETTERS.filter((l) => l !== q.correct_answer).map((l) => visibleLength(q.options![l]))
    items++
    if (wrong.every((w) => key > w)) keySingleLongest++
    const s = bySkill.get(q.topic) ?? { items: 0, key: 0, wrong: 0 }
    s.items++
    s.key += key
    s.wrong += wrong.reduce((a, b) => a + b, 0) / wrong.length
    bySkill.set(q.topic, s)
  }
  const perSkill = [...bySkill].map(([skill, s]) => ({
    skill,
    items: s.items,
    keyMean: s.key / s.items,
    wrongMean: s.wrong / s.items,
    ratio: s.key / s.wrong,
  }))
  return { items, keySingleLongest, share: items ? keySingleLongest / items : 0, perSkill }
}

/** One line per skill and a total, for failure messages and the README. */
export function formatLengthCue(cue: LengthCue): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`
  return [
    `key is the single longest option in ${cue.keySingleLongest}/${cue.items} items (${pct(cue.share)})`,
    ...cue.perSkill.map(
      (s) =>
        `  ${s.skill}: ${s.items} items, key ${s.keyMean.toFixed(1)} vs wrong ${s.wrongMean.toFixed(1)} chars, ratio ${s.ratio.toFixed(2)}`,
    ),
  ].join("\n")
}

/** Explanation phrases that betray a throwaway distractor ("the text never mentions …"). */
export const OFF_TOPIC_PHRASES = /not mention|never mention|says nothing|no mention/i

/**
 * Figures and tables a screen reader cannot read: an `<svg>` without role="img"
 * and a substantial aria-label, or a `<table>` without its own `<caption>` or
 * header cells with `scope`.
 */
export function figureProblems(html: string): string[] {
  const problems: string[] = []
  for (const m of html.matchAll(/<svg\b([^>]*)>/gi)) {
    const attrs = m[1] ?? ""
    const label = /aria-label="([^"]*)"/.exec(attrs)?.[1] ?? ""
    if (!/role="img"/.test(attrs)) problems.push('<svg> without role="img"')
    if (label.trim().split(/\s+/).length < 5) problems.push(`<svg> aria-label too short to describe it: "${label}"`)
  }
  for (const m of html.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)) {
    const body = m[1] ?? ""
    const caption = /^\s*<caption>([\s\S]*?)<\/caption>/i.exec(body)?.[1] ?? ""
    if (visibleLength(caption) === 0) problems.push("<table> does not open with a <caption>")
    if (!/<th\s+scope="(col|row)"/i.test(body)) problems.push('<table> has no header cells with scope="col" or "row"')
  }
  return problems
}
