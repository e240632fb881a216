export const membershipIntro = {
  badge: "For current members only",
  title: "Manage Your Membership",
  lead: "Your layouts are delivered by our course platform and the community lives on our chat server, so your membership is managed there.",
} as const

export const platforms = [
  { title: "Course platform", body: "Hosts your layouts, the roadmap and the question bank, and handles billing." },
  { title: "Chat server", body: "Hosts the community: tutors, cheat sheets, mental coaching and private tickets." },
] as const

export const cancellation = {
  title: "How to cancel",
  steps: [
    "Log in to the course platform with the same e-mail you used to sign up.",
    "Open the Memberships section.",
    "Select Cancel next to your SAT Cookie membership.",
    "Follow the prompts to confirm.",
  ],
  notes: [
    "This works the same on desktop and on mobile.",
    "Questions about your membership? Open a ticket in the community and we will help.",
  ],
  cta: "Open membership settings",
} as const
