import { lazy, Suspense, type ComponentType } from "react"
import { paths } from "@/config/paths"
import { normalizePath, usePathname } from "@/lib/routing/location"
import { RouteErrorBoundary } from "./route-error-boundary"
import { FaqPage } from "./routes/marketing/faq"
import { HomePage } from "./routes/marketing/home"
import { MarketingLayout } from "./routes/marketing/layout"
import { ManageMembershipPage } from "./routes/marketing/manage-membership"
import { MissionPage } from "./routes/marketing/mission"
import { NotFoundPage } from "./routes/marketing/not-found"
import { PricingPage } from "./routes/marketing/pricing"
import { TutorsPage } from "./routes/marketing/tutors"

/** The eager marketing tree: one page per exact path. */
export const marketingPages: Record<string, ComponentType> = {
  [paths.home]: HomePage,
  [paths.tutors]: TutorsPage,
  [paths.pricing]: PricingPage,
  [paths.faq]: FaqPage,
  [paths.mission]: MissionPage,
  [paths.manageMembership]: ManageMembershipPage,
}

/*
 * The lazy /practice tree: its own chunk (route-*.js) with supabase-js and
 * React Query, plus React Router in a chunk of its own. Loaded together; if
 * either fails the error screen shows.
 */
const PracticeApp = lazy(async () => {
  const [{ PracticeRouter }, { Component }] = await Promise.all([
    import("./practice-router"),
    import("./routes/practice/route"),
  ])
  return {
    default: () => (
      <PracticeRouter>
        <Component />
      </PracticeRouter>
    ),
  }
})

export function isPracticePath(pathname: string) {
  const path = normalizePath(pathname)
  return path === paths.practice.root || path.startsWith(`${paths.practice.root}/`)
}

function PracticeLoading() {
  return (
    <p role="status" className="p-8 text-center text-muted-foreground">
      Loading…
    </p>
  )
}

function CurrentRoute() {
  const pathname = usePathname()
  if (isPracticePath(pathname))
    return (
      <Suspense fallback={<PracticeLoading />}>
        <PracticeApp />
      </Suspense>
    )
  const Page = marketingPages[normalizePath(pathname)] ?? NotFoundPage
  return (
    <MarketingLayout>
      <Page />
    </MarketingLayout>
  )
}

/** The page for the current URL; anything thrown below it shows the error screen. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <CurrentRoute />
    </RouteErrorBoundary>
  )
}
