import type { Point } from "./home"

export type Tutor = { initials: string; name: string; score: number; bio: string }

export const tutorsIntro = {
  title: "Meet Your Expert Tutors",
  claim: "Every one of our tutors scored above 1570 on the SAT.",
} as const

/** Placeholder names and biographies until the tutors approve their own. */
export const tutors: readonly Tutor[] = [
  {
    initials: "EP",
    name: "Ethan Park",
    score: 1590,
    bio: "Ethan scored 1590 on the digital SAT and wrote most of our Math layout. He loves turning the hardest questions into short, repeatable routines you can use under time pressure.",
  },
  {
    initials: "SM",
    name: "Sofia Martinez",
    score: 1580,
    bio: "Sofia scored 1580 and leads our weekly Reading & Writing sessions. She is known for her grammar cheat sheets and for keeping students calm and confident on test day.",
  },
]

export const whyTutors = {
  title: "Why Choose Our Tutors?",
  points: [
    {
      icon: "trophy",
      title: "Proven track record",
      body: "All of our tutors scored 1570+, and together they have helped 150+ students reach 1450+.",
    },
    {
      icon: "chat",
      title: "Personalised one-on-one help",
      body: "Open a ticket and get a private chat with a tutor, tailored to the questions you keep missing.",
    },
    {
      icon: "book",
      title: "An expanding question bank",
      body: "Tutors add new expert-verified questions every week, written to mirror the real exam.",
    },
    {
      icon: "cap",
      title: "Real, recent experience",
      body: "Our tutors are recent graduates who sat the digital SAT themselves, not career test-prep salespeople.",
    },
  ] satisfies Point[],
} as const
