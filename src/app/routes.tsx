import type { RouteObject } from "react-router-dom"
import { NotFound } from "./not-found"
import { RouteError } from "./route-error"
import { MarketingLayout } from "./routes/marketing/layout"
import { FaqPage } from "./routes/marketing/faq"
import { HomePage } from "./routes/marketing/home"
import { ManageMembershipPage } from "./routes/marketing/manage-membership"
import { MissionPage } from "./routes/marketing/mission"
import { PricingPage } from "./routes/marketing/pricing"
import { TutorsPage } from "./routes/marketing/tutors"

/**
 * Two trees: the marketing site is eager and tiny; /practice is a lazy
 * chunk that alone pulls in supabase-js and React Query.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <MarketingLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "tutors", element: <TutorsPage /> },
          { path: "pricing", element: <PricingPage /> },
          { path: "faq", element: <FaqPage /> },
          { path: "mission", element: <MissionPage /> },
          { path: "manage-membership", element: <ManageMembershipPage /> },
          { path: "*", element: <NotFound /> },
        ],
      },
      { path: "practice/*", lazy: () => import("./routes/practice/route") },
    ],
  },
]
