import { QueryClientProvider } from "@tanstack/react-query"
import { useState, type ReactNode } from "react"
import { Navigate, Route, Routes } from "react-router-dom"
import { paths } from "@/config/paths"
import { AccessScreen } from "@/features/practice/auth/components/access-screen"
import { AuthProvider, useAuth } from "@/features/practice/auth/hooks/use-auth"
import { createQueryClient } from "@/lib/react-query"
import { DashboardPage } from "./dashboard"

/** Signed-in pages render their children; otherwise the access screen shows. */
function RequireAuth({ children }: { children: (email: string) => ReactNode }) {
  const auth = useAuth()
  if (auth.status === "loading")
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        Loading…
      </p>
    )
  if (auth.status === "signed-out") return <AccessScreen />
  return children(auth.session.user.email ?? "")
}

function PracticeRoutes() {
  return (
    <Routes>
      <Route index element={<RequireAuth>{(email) => <DashboardPage email={email} />}</RequireAuth>} />
      <Route path="*" element={<Navigate to={paths.practice.root} replace />} />
    </Routes>
  )
}

/** The lazy /practice tree: its own chunk with supabase-js and React Query. */
export function Component() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <PracticeRoutes />
      </AuthProvider>
    </QueryClientProvider>
  )
}
