/**
 * Brand name and every outbound URL, in one place. Each URL can be set with
 * a VITE_* variable at build time; the defaults are placeholders on our own
 * domain.
 */
const env = import.meta.env

export const brand = {
  name: "SAT Cookie",
  /** Public origin for absolute Open Graph URLs (public/robots.txt and sitemap.xml spell it too). */
  siteUrl: env.VITE_SITE_URL ?? "https://satcookie.com",
  checkoutUrl: env.VITE_CHECKOUT_URL ?? "https://checkout.satcookie.com/join",
  membershipUrl: env.VITE_MEMBERSHIP_URL ?? "https://checkout.satcookie.com/memberships",
  communityUrl: env.VITE_COMMUNITY_URL ?? "https://discord.gg/satcookie",
  supportEmail: env.VITE_SUPPORT_EMAIL ?? "help@satcookie.com",
} as const

/** Attributes every outbound call to action carries. */
export const externalLink = { target: "_blank", rel: "noopener noreferrer" } as const
