import { brand } from "@/config/brand"
import { paths } from "@/config/paths"

export type PageMeta = { path: string; title: string; description: string; noindex?: boolean }

/** The public origin for absolute Open Graph URLs (set with VITE_SITE_URL). */
export const siteUrl = brand.siteUrl

/** One entry per public page: its <title> and meta description. */
export const pageMeta = {
  home: {
    path: paths.home,
    title: `${brand.name}: SAT prep that actually works`,
    description:
      "Specialized SAT tutoring from tutors who scored 1570+, a custom layout to 1600 and a community that keeps you on track. Trusted by 7k+ students.",
  },
  tutors: {
    path: paths.tutors,
    title: `Meet Your Expert Tutors | ${brand.name}`,
    description:
      "Every SAT Cookie tutor scored above 1570. Meet the recent graduates who have helped 150+ students reach 1450+.",
  },
  pricing: {
    path: paths.pricing,
    title: `Prices: Monthly $125 or Lifetime $275 | ${brand.name}`,
    description:
      "The complete SAT Cookie package: 1600 layouts for Math and Reading & Writing, a question bank, weekly tutor sessions and a personalised plan.",
  },
  faq: {
    path: paths.faq,
    title: `Frequently Asked Questions | ${brand.name}`,
    description:
      "How SAT Cookie differs from other courses, who the tutors are, how fast students improve and how to get help outside sessions.",
  },
  mission: {
    path: paths.mission,
    title: `Our Mission | Why ${brand.name}`,
    description:
      "Built by a recent graduate who crushed the SAT: honest, affordable prep with real tutors. 150+ students helped, all scoring 1450+.",
  },
  manageMembership: {
    path: paths.manageMembership,
    title: `Manage Your Membership | ${brand.name}`,
    description:
      "How to manage or cancel your SAT Cookie membership on the course platform, on desktop or mobile, in a few steps.",
  },
  notFound: {
    path: "", // whatever URL was asked for
    title: `Page not found | ${brand.name}`,
    description: "This page does not exist. Head back to the SAT Cookie home page.",
    noindex: true,
  },
} satisfies Record<string, PageMeta>
