import { brand } from "@/config/brand"

export type PointIconName =
  "price" | "people" | "alarm" | "bolt" | "smile" | "person" | "trophy" | "chat" | "book" | "cap"
export type Point = { title: string; body: string; icon: PointIconName }
export type Stat = { value: string; label: string; note?: string }

export const hero = {
  trust: "Trusted by 7k+ students",
  title: "We Crushed the SAT, lets do it together.",
  subtitle: "Specialized Tutoring & Custom Layout for Success",
  cta: "Start crushing the SAT",
} as const

export const painPoints = {
  title: "Does This Sound Familiar?",
  points: [
    {
      icon: "price",
      title: "Courses are too expensive",
      body: "Big-name prep courses charge a fortune for the same videos everyone else watches.",
    },
    {
      icon: "people",
      title: "Nobody keeps you accountable",
      body: "You know you should practise more, but without someone checking in it never happens.",
    },
    {
      icon: "alarm",
      title: "Only two weeks left",
      body: "Your final SAT is two weeks away and you don't know where to start.",
    },
  ] satisfies Point[],
  banner: {
    title: "You've come to the right place.",
    body: `${brand.name} was built by students who were exactly where you are, and got out the other side with top scores.`,
  },
} as const

export const stopScrolling = {
  title: "Stop scrolling. Start scoring.",
  intro: "You'd spend the next hour on short videos anyway. Trade a few of those minutes for points on your SAT.",
  claims: [
    {
      icon: "bolt",
      title: "Bite-sized lessons",
      body: "Short, focused lessons that fit between classes, practice and everything else.",
    },
    {
      icon: "smile",
      title: "Actually fun",
      body: "As easy to pick up as a language-learning app, as thorough as a free tutoring site.",
    },
    {
      icon: "person",
      title: "Real human tutors",
      body: "Real people who scored 1570+ answer your questions, not an AI bot.",
    },
  ] satisfies Point[],
} as const

export const schools = {
  title: "Get into schools like this",
  intro: "Our students have gone on to some of the best universities in the world.",
  cta: { title: "Ready to join them?", body: "Your next acceptance letter could be yours.", label: "Join them" },
} as const

export const results = {
  title: "Results that speak for themselves",
  stats: [
    { value: "160+", label: "Average score boost" },
    { value: "92%", label: "Hit their target score", note: "Most within 3 months" },
    { value: "7k+", label: `Students trust ${brand.name}` },
  ] satisfies Stat[],
} as const
