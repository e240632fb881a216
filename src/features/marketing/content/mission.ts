import { brand } from "@/config/brand"

export const missionIntro = {
  title: "Our Mission",
  lead: "Great SAT prep should not depend on what your family can afford.",
} as const

/** Placeholder founder story until the founder signs off on the wording. */
export const story = {
  title: "How it started",
  paragraphs: [
    "When I started studying for the SAT, the courses everyone recommended cost more than my family could spend. I pieced together free videos and practice tests, and for months my score barely moved.",
    "What finally worked was simple: a clear layout of what to study each day, questions that looked like the real exam, and older students who had done it and answered my questions. I crushed the SAT, and my friends started asking for the same system.",
    `${brand.name} is that system, built by recent graduates for students who want a top score without a giant bill.`,
  ],
  signature: "The founder, a recent graduate",
} as const

export const beliefs = {
  title: "What We Believe",
  items: [
    "Every student can raise their score with the right plan.",
    "Top-quality prep should be affordable.",
    "Learning from people who just did it beats learning from a script.",
    "Confidence on test day is a skill you can practise.",
  ],
} as const

export const differently = {
  title: "What We Do Differently",
  items: [
    "Layouts to 1600 for Math and Reading & Writing instead of endless videos.",
    "Tutors who all scored 1570+ and remember exactly how the test feels.",
    "A question bank that keeps growing and mirrors authentic exam questions.",
    "Private help by ticket whenever you are stuck, not just in class.",
  ],
} as const

export const promise = {
  title: "Our Promise to You",
  body: "We will treat your goal like our own: honest advice, a plan that fits your life and tutors who answer. If something is not working, tell us and we will change it.",
} as const

export const missionStat = { value: "150+", label: "Students Helped", note: "all achieving 1450+ scores" } as const
