import { QueryClientProvider } from "@tanstack/react-query"
import { lazy, Suspense, useEffect, useState } from "react"
import { Navigate, Outlet, Route, Routes } from "react-router-dom"
import { toast } from "sonner"
import { paths } from "@/config/paths"
import { AccessGate, PracticeLoading } from "@/features/practice/auth/components/access-gate"
import { AuthProvider } from "@/features/practice/auth/hooks/use-auth"
import { useSignOut } from "@/features/practice/auth/hooks/use-sign-out"
import { AppShell } from "@/features/practice/shell/components/app-shell"
import { PracticePreferences } from "@/features/practice/shell/components/practice-preferences"
import { PracticeToaster } from "@/features/practice/shell/components/practice-toaster"
import { createQueryClient } from "@/lib/react-query"
import { DashboardPage } from "./dashboard"
import { SettingsRoute } from "./settings"

// Charts (uPlot) and analytics load only when a student opens them.
const HistoryRoute = lazy(() => import("./analytics"))
const SectionAnalyticsRoute = lazy(() => import("./analytics-section"))

/** Behind the access gate: sidebar, header and the page. */
function PracticeLayout() {
  const signOut = useSignOut()
  return (
    <AccessGate>
      {(user) => (
        <AppShell
          user={{
            email: user.email ?? "",
            name: (user.user_metadata?.full_name as string | undefined) ?? null,
            avatarUrl: (user.user_metadata?.avatar_url as string | undefined) ?? null,
          }}
          onSignOut={signOut}
        >
          <Suspense fallback={<PracticeLoading />}>
            <Outlet />
          </Suspense>
        </AppShell>
      )}
    </AccessGate>
  )
}

/*
 * Routes relative to /practice. Pages inside PracticeLayout render in the
 * shell's <main>. Test picker, runner and results (fecore) register here too.
 */
function PracticeRoutes() {
  return (
    <Routes>
      <Route element={<PracticeLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="analytics" element={<HistoryRoute />} />
        <Route path="analytics/:section" element={<SectionAnalyticsRoute />} />
      </Route>
      {/* Outside the gate, so an unknown path redirects even when signed out. */}
      <Route path="*" element={<Navigate to={paths.practice.root} replace />} />
    </Routes>
  )
}

/** The lazy /practice tree: its own chunk with supabase-js and React Query. */
export function Component() {
  const [queryClient] = useState(createQueryClient)
  useEffect(() => {
    // The offline app shell: registered from here so the marketing entry never carries it.
    void import("./register-sw").then((m) =>
      m.registerPracticeServiceWorker((apply) =>
        toast("A new version of SAT Cookie Practice is available.", {
          duration: Infinity,
          action: { label: "Reload", onClick: apply },
        }),
      ),
    )
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <PracticePreferences />
      <AuthProvider>
        <PracticeRoutes />
      </AuthProvider>
      <PracticeToaster />
    </QueryClientProvider>
  )
}
