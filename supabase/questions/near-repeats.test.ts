import { beforeAll, describe, expect, it } from "vitest"
import { loadBank, type LoadedQuestion } from "./load"

// Near-repeat check (issue 18, item 6): two items on the same narrow subject, or testing
// the same word, let a student recognise an item instead of solving it, and make the
// bank feel smaller than it is. Shingle or trigram Jaccard scores such topic repeats
// near zero (the two octopus chromatophore items share almost no three-word run: 0.03),
// so the similarity is a TF-IDF cosine over content words: words the whole bank uses
// (stems, "text", "student") weigh nothing, while a rare subject word shared by two items
// ("chromatophore", "octopus", "pigment") weighs a lot.

type Item = Pick<LoadedQuestion, "id" | "passage" | "question_text" | "section">

const STOP = new Set(
  (
    "a an the of and or to in on at by for with from as is are was were be been it its this that these those " +
    "which who whom what when where how than then so but not no can could would should may might will into " +
    "about over after before during while each their his her they them he she we you our your has have had " +
    "do does did such only also more most other some any all very just"
  ).split(" "),
)

/** Lowercase words of a text, with HTML tags, entities and punctuation removed; LaTeX keeps its letters and digits. */
export function words(text: string | null): string[] {
  return (text ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\\[a-zA-Z]+/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter(Boolean)
}

/** Crude plural folding so "octopus"/"octopuses" and "fiber"/"fibers" count as one word. */
const fold = (w: string) =>
  w.endsWith("ies") && w.length > 4
    ? `${w.slice(0, -3)}y`
    : /(ss|us|is)$/.test(w)
      ? w
      : /[sxz]es$/.test(w) && w.length > 4
        ? w.slice(0, -2)
        : w.endsWith("s") && w.length > 3
          ? w.slice(0, -1)
          : w

/**
 * Content words of passage + stem. A stem that several items share word for word
 * ("Which choice most logically completes the text?") says nothing about the item and is dropped.
 */
function contentWords(item: Item, boilerplate: Set<string>): string[] {
  const stem = words(item.question_text).join(" ")
  const text = [...words(item.passage), ...(boilerplate.has(stem) ? [] : stem.split(" "))]
  return text.filter((w) => !STOP.has(w)).map(fold)
}

/** Unit-length TF-IDF vectors, one per item, with document frequencies taken over `items`. */
export function vectors(items: Item[]): Map<string, Map<string, number>> {
  const stemCount = new Map<string, number>()
  for (const q of items) {
    const s = words(q.question_text).join(" ")
    stemCount.set(s, (stemCount.get(s) ?? 0) + 1)
  }
  const boilerplate = new Set([...stemCount].filter(([, n]) => n >= 3).map(([s]) => s))
  const counts = items.map((q) => {
    const c = new Map<string, number>()
    for (const w of contentWords(q, boilerplate)) c.set(w, (c.get(w) ?? 0) + 1)
    return c
  })
  const df = new Map<string, number>()
  for (const c of counts) for (const w of c.keys()) df.set(w, (df.get(w) ?? 0) + 1)
  const out = new Map<string, Map<string, number>>()
  items.forEach((q, i) => {
    const v = new Map<string, number>()
    for (const [w, n] of counts[i]) v.set(w, (1 + Math.log(n)) * Math.log(items.length / df.get(w)!))
    const norm = Math.hypot(...v.values()) || 1
    for (const [w, x] of v) v.set(w, x / norm)
    out.set(q.id, v)
  })
  return out
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  const [small, big] = a.size < b.size ? [a, b] : [b, a]
  let s = 0
  for (const [w, x] of small) s += x * (big.get(w) ?? 0)
  return s
}

/** Word trigrams of passage + stem, for the verbatim check on math items. */
export function shingles(item: Item): Set<string> {
  const w = [...words(item.passage), ...words(item.question_text)]
  const out = new Set<string>()
  for (let i = 0; i + 3 <= w.length; i++) out.add(w.slice(i, i + 3).join(" "))
  return out
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let n = 0
  for (const x of a) if (b.has(x)) n++
  return n / (a.size + b.size - n || 1)
}

/** Every pair within one section whose similarity reaches `threshold`, highest first. */
export function nearRepeats(items: Item[], threshold: number): { a: string; b: string; score: number }[] {
  const found: { a: string; b: string; score: number }[] = []
  for (const section of new Set(items.map((q) => q.section))) {
    const these = items.filter((q) => q.section === section)
    const v = vectors(these)
    for (let i = 0; i < these.length; i++)
      for (let j = i + 1; j < these.length; j++) {
        const score = cosine(v.get(these[i].id)!, v.get(these[j].id)!)
        if (score >= threshold) found.push({ a: these[i].id, b: these[j].id, score: Math.round(score * 1000) / 1000 })
      }
  }
  return found.sort((x, y) => y.score - x.score)
}

/**
 * Calibrated on the Reading and Writing bank of round 3: the highest pairs left are 0.45 (two
 * wood-frog items, rd-inf-010 and t3-wr-rsy-004) and 0.41 (two pottery-clay Inferences items,
 * rd-inf-008 and t3-rd-inf-001); the octopus chromatophore pair that was removed
 * (rd-cid-001, t3-wr-bnd-002) scored 0.61, and the papermaking pair (wr-trn-015 before its
 * rewrite, t3-wr-trn-004) 0.44. Unrelated items stay below 0.32.
 */
const THRESHOLD = 0.5

/** The word a Words in Context item tests: the quoted word of the stem, else the keyed option. */
export function testedWord(q: Pick<LoadedQuestion, "question_text" | "options" | "correct_answer">): string {
  const quoted = /word "([^"]+)" most nearly mean/i.exec(q.question_text.replace(/[“”]/g, '"'))
  const word = quoted ? quoted[1] : (q.options?.[q.correct_answer as "A"] ?? "")
  return word
    .toLowerCase()
    .replace(/(ing|ed|es|s)$/, "")
    .replace(/e$/, "")
}

/**
 * Math stems are short and built from the same few phrases and symbols ("Which expression is
 * equivalent to …"), so a subject-word cosine scores unrelated problems 0.9 and more. For math the
 * check is a verbatim one: word-trigram Jaccard over the stem with its numbers and variables
 * (MathML tags removed, their text kept). The highest pair today is 0.64 (two "Which expression is
 * equivalent to 12x^3 ± 8x^2 …" items with different expressions); 0.8 means the same problem.
 */
const MATH_THRESHOLD = 0.8

const rw = (items: Item[]) => items.filter((q) => q.section === "reading_writing")

// Texts of round 2 as they stood before the round-3 rewrite: each must trip a check.
const BEFORE_ROUND3 = [
  {
    id: "t3-wr-bnd-002",
    passage:
      "An octopus can change the color of its skin in a fraction of a second. Each chromatophore, a skin cell containing an elastic sac of ______ is ringed by tiny muscles that can stretch the sac open to display its color or let it shrink to hide it.",
    question_text: "Which choice completes the text so that it conforms to the conventions of Standard English?",
  },
  {
    id: "t2-wr-rsy-005",
    passage:
      "<p>While researching a topic, a student has taken the following notes:</p><ul><li>An octopus has three hearts.</li><li>Two of the hearts pump blood through the gills, where the blood picks up oxygen.</li><li>The third heart pumps the oxygen-rich blood to the rest of the body.</li><li>Octopus blood is blue because it contains a copper-based protein called hemocyanin.</li></ul>",
    question_text:
      "The student wants to explain the roles of an octopus's three hearts. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
  },
  {
    id: "t3-rd-wic-007",
    passage:
      "The railway bridge's designers were mocked in the local newspapers for its plain, boxy appearance, but even their harshest critics never questioned whether the structure was sound. More than a century later, after floods had swept away several newer bridges downstream, it still carries freight trains across the river every day.",
    question_text: 'As used in the text, what does the word "sound" most nearly mean?',
  },
  {
    id: "rd-wic-018",
    passage:
      'Reviewing an exhibition of one painter\'s harbor scenes, a critic admired her handling of light on water, calling it "without equal among her contemporaries." Yet his praise was qualified: in the same review, he complained that her human figures looked stiff and that several canvases seemed hurried, and he predicted that her reputation would rest on only a handful of works.',
    question_text: 'As used in the text, what does the word "qualified" most nearly mean?',
  },
]

let bank: LoadedQuestion[]
beforeAll(async () => {
  ;({ questions: bank } = await loadBank())
})

describe("near-repeats across the bank", () => {
  it("has no two passages + stems on the same narrow subject (TF-IDF cosine below the threshold)", () => {
    expect(nearRepeats(rw(bank), THRESHOLD)).toEqual([])
  })

  it("has no two math stems that are the same problem (word-trigram Jaccard below the threshold)", () => {
    const math = bank.filter((q) => q.section === "math").map((q) => [q.id, shingles(q)] as const)
    const found: string[] = []
    for (let i = 0; i < math.length; i++)
      for (let j = i + 1; j < math.length; j++)
        if (jaccard(math[i][1], math[j][1]) >= MATH_THRESHOLD) found.push(`${math[i][0]} ~ ${math[j][0]}`)
    expect(found).toEqual([])
  })

  it("would have caught the octopus chromatophore repeat of round 2", () => {
    const before = bank.map((q) => ({ ...q, ...BEFORE_ROUND3.find((o) => o.id === q.id) }))
    const hits = nearRepeats(rw(before), THRESHOLD)
    expect(hits).toContainEqual(expect.objectContaining({ a: "rd-cid-001", b: "t3-wr-bnd-002" }))
  })

  it("tests each word at most once in Words in Context", () => {
    const byWord = new Map<string, string[]>()
    for (const q of bank.filter((x) => x.topic === "Words in Context"))
      byWord.set(testedWord(q), [...(byWord.get(testedWord(q)) ?? []), q.id])
    expect([...byWord].filter(([, ids]) => ids.length > 1)).toEqual([])
  })

  it('would have caught the two items testing "sound" and the two testing "qualified"', () => {
    const old = (id: string) => ({ ...bank.find((q) => q.id === id)!, ...BEFORE_ROUND3.find((o) => o.id === id)! })
    expect(testedWord(old("t3-rd-wic-007"))).toBe(testedWord(bank.find((q) => q.id === "t2-rd-wic-006")!))
    expect(testedWord(old("rd-wic-018"))).toBe(testedWord(bank.find((q) => q.id === "t3-rd-wic-009")!))
  })
})
