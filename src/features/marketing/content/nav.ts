import { brand } from "@/config/brand"
import { paths } from "@/config/paths"

export type NavItem = { to: string; label: string }

/** Top navigation, in the header on wide screens and in the drawer below 768 px. */
export const mainNav: readonly NavItem[] = [
  { to: paths.home, label: "Home" },
  { to: paths.tutors, label: "Tutors" },
  { to: paths.pricing, label: "Prices" },
  { to: paths.faq, label: "FAQ" },
  { to: paths.mission, label: `Why ${brand.name}` },
  { to: paths.manageMembership, label: "Manage Membership" },
]

export const footerNav: readonly NavItem[] = [
  { to: paths.tutors, label: "Tutors" },
  { to: paths.pricing, label: "Prices" },
  { to: paths.faq, label: "FAQ" },
  { to: paths.mission, label: "Mission" },
]

export const footer = {
  tagline: "The SAT prep platform that actually works.",
  copyright: `© 2025 ${brand.name}. All rights reserved.`,
} as const
