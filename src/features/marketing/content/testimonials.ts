export type Testimonial = { id: number; name: string; score: string; review: string; school: string }

/**
 * Student reviews. Scores use the form 'before → after'.
 * Placeholder copy until the team supplies the real, consented reviews.
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Maya R.",
    score: "1180 → 1570",
    review:
      "I had two months and a score I was embarrassed by. The layout told me exactly what to do each day, and the tutors answered every question within hours.",
    school: "UCLA",
  },
  {
    id: 2,
    name: "Daniel K.",
    score: "1290 → 1540",
    review: "The Math layout is the best thing I've used. Calculator hacks alone saved me five minutes per module.",
    school: "Georgia Tech",
  },
  {
    id: 3,
    name: "Priya S.",
    score: "1350 → 1580",
    review:
      "I did the Two Week CRAM before my last attempt. Weekly sessions kept me honest and the question bank felt just like the real test.",
    school: "University of Michigan",
  },
  {
    id: 4,
    name: "Jordan T.",
    score: "1120 → 1460",
    review: "My parents were about to pay thousands for a big-name course. This cost a fraction and worked better.",
    school: "Purdue University",
  },
  {
    id: 5,
    name: "Lena M.",
    score: "1400 → 1590",
    review:
      "Reading & Writing was my weak side. My tutor built a plan around my mistakes and I stopped losing points on grammar.",
    school: "University of Pennsylvania",
  },
  {
    id: 6,
    name: "Chris A.",
    score: "1240 → 1510",
    review:
      "The community is what made it stick. Someone was always online to check my work, and the mental coaching calmed my nerves.",
    school: "Boston University",
  },
]

/** Splits 'before → after' into its two scores. */
export function parseScore(score: string): { before: number; after: number } {
  const match = /^\s*(\d{3,4})\s*→\s*(\d{3,4})\s*$/.exec(score)
  if (!match) throw new Error(`Malformed score "${score}"`)
  return { before: Number(match[1]), after: Number(match[2]) }
}

/** Initials for the avatar fallback: first letter of the first and last word. */
export function initialsOf(name: string): string {
  const words = name.replace(/\./g, "").split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ""
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : ""
  return (first + last).toUpperCase()
}
