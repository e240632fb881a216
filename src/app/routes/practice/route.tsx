import { QueryClientProvider } from "@tanstack/react-query"
import { lazy, Suspense, useEffect, useState } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { paths } from "@/config/paths"
import { AccessGate, PracticeLoading } from "@/features/practice/auth/components/access-gate"
import { AuthProvider } from "@/features/practice/auth/hooks/use-auth"
import { PracticePreferences } from "@/features/practice/shell/components/practice-preferences"
import { createQueryClient } from "@/lib/react-query"

/*
 * This module is what a signed-out visitor downloads for the access screen:
 * everything behind the gate (shell, pages, charts, toasts) is lazy.
 */
const ShellLayout = lazy(() => import("./shell-layout"))
const DashboardPage = lazy(() => import("./dashboard"))
const SettingsRoute = lazy(() => import("./settings"))
const HistoryRoute = lazy(() => import("./analytics"))
const SectionAnalyticsRoute = lazy(() => import("./analytics-section"))
const PracticeToaster = lazy(() => import("./toaster"))

/** Behind the access gate: sidebar, header and the page. */
function PracticeLayout() {
  return (
    <AccessGate>
      {(user) => (
        <Suspense fallback={<PracticeLoading />}>
          <ShellLayout user={user} />
        </Suspense>
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
      m.registerPracticeServiceWorker(
        (apply) =>
          void import("sonner").then(({ toast }) =>
            toast("A new version of SAT Cookie Practice is available.", {
              duration: Infinity,
              action: { label: "Reload", onClick: apply },
            }),
          ),
      ),
    )
  }, [])
  return (
    <QueryClientProvider client={queryClient}>
      <PracticePreferences />
      <AuthProvider>
        <PracticeRoutes />
      </AuthProvider>
      <Suspense>
        <PracticeToaster />
      </Suspense>
    </QueryClientProvider>
  )
}
