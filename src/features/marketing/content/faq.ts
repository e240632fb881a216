export type FaqItem = { id: string; question: string; answer: string }

export const faqIntro = {
  title: "Frequently Asked Questions",
  lead: "Everything students and parents ask before joining. Can't find your answer? We're one message away.",
} as const

export const faqs: readonly FaqItem[] = [
  {
    id: "different",
    question: "How is SAT Cookie different from other SAT courses?",
    answer:
      "Big-name courses sell the same videos to everyone. We give you a 1600 layout for Math and Reading & Writing, weekly sessions with tutors who scored above 1570, private help whenever you are stuck and a plan built around your own mistakes, for a fraction of the price.",
  },
  {
    id: "tutor-scores",
    question: "What did your tutors score?",
    answer: "Every SAT Cookie tutor scored above 1570 on the SAT.",
  },
  {
    id: "students-helped",
    question: "How many students have you helped?",
    answer: "Over 150 students have reached 1450+ with our layouts and tutors, with an average boost of 160+ points.",
  },
  {
    id: "community",
    question: "What does the community include?",
    answer:
      "Tutors online at set times to answer questions, a custom bot that serves practice and reminders, cheat sheets, calculator hacks and mental coaching for test day.",
  },
  {
    id: "time-to-results",
    question: "How quickly will I see results?",
    answer:
      "Most students see results within 2 to 8 weeks. Choose the Two Week CRAM if your test is close, or the Two Month plan for a steadier climb.",
  },
  {
    id: "personalised",
    question: "Do you offer personalised study plans?",
    answer:
      "Yes. After you join, you have a private meeting with our tutors, who set up a plan around your target score, your test date and your weak spots.",
  },
  {
    id: "outside-sessions",
    question: "Can I get help outside of sessions?",
    answer: "Yes. Open a ticket in our community server at any time and a tutor will reply in a private chat.",
  },
  {
    id: "score-ranges",
    question: "Is SAT Cookie right for every score range?",
    answer:
      "Yes. Our students have started anywhere from 1000 to 1400; the layout and your plan adapt to where you begin.",
  },
]

export const stillQuestions = {
  title: "Still have questions?",
  body: "Ask the community or write to us. A real person answers.",
  discord: "Join Discord",
  contact: "Contact Us",
} as const
