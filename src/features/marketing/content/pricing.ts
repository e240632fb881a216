export type PackageGroup = { title: string; items: readonly string[] }
export type ComparisonRow = { feature: string; us: string; them: string }
export type Plan = {
  id: "monthly" | "lifetime"
  name: string
  price: string
  period: string
  summary: string
  /** Shown in the plan's tooltip. */
  details: string
  cta: string
  featured?: boolean
}

export const pricingIntro = {
  title: "Get the Score You've Always Wanted Without Breaking the Bank",
  subtitle: "The layout to 1600 that got over 150 people to 1450+.",
} as const

export const plans: readonly Plan[] = [
  {
    id: "monthly",
    name: "Monthly",
    price: "$125",
    period: "/month",
    summary: "The Complete Package, month by month.",
    details: "Billed every month. Cancel any time from Manage Membership.",
    cta: "Get Monthly",
  },
  {
    id: "lifetime",
    name: "Lifetime",
    price: "$275",
    period: "one-time",
    summary: "The Complete Package for good, with one payment.",
    details: "One payment, no renewals: every layout and update stays yours.",
    cta: "Get Lifetime",
    featured: true,
  },
]

export const completePackage = {
  title: "Complete Package",
  intro: "Both plans include everything below.",
  groups: [
    {
      title: "Core layouts",
      items: [
        "1600 layout for Math",
        "1600 layout for Reading & Writing",
        "A roadmap from day one to test day",
        "A constantly updating, expert-verified question bank that mirrors authentic exam questions",
      ],
    },
    { title: "Timeframe options", items: ["Two Week CRAM", "Two Month"] },
    {
      title: "Chat community",
      items: ["Expert tutors on hand", "Cheat sheets and calculator hacks", "Mental coaching"],
    },
    {
      title: "Personal support",
      items: ["Weekly tutor sessions", "Private tailored chats via ticket", "Personalised plan setup"],
    },
  ] satisfies PackageGroup[],
} as const

export const comparison = {
  title: "What makes us different",
  columns: { us: "SAT Cookie", them: "Big-name courses" },
  rows: [
    { feature: "Tutors", us: "Every tutor scored 1570+", them: "Score requirements vary" },
    { feature: "Study plan", us: "Personalised to your mistakes", them: "One size fits all" },
    { feature: "Help between sessions", us: "Private ticket chats", them: "Office hours, if any" },
    { feature: "Community and coaching", us: "Included", them: "Rarely offered" },
    { feature: "Price", us: "$125/month or $275 once", them: "Often many times more" },
  ] satisfies ComparisonRow[],
} as const
