/** Every route of the app, so links and tests never spell paths by hand. */
export const paths = {
  home: "/",
  tutors: "/tutors",
  pricing: "/pricing",
  faq: "/faq",
  mission: "/mission",
  manageMembership: "/manage-membership",
  practice: {
    root: "/practice",
  },
} as const
