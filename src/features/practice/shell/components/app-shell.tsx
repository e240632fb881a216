import type { ReactNode } from "react"
import { SidebarProvider } from "@/components/ui/sidebar"
import { AppHeader } from "./app-header"
import { AppSidebar } from "./app-sidebar"

type Props = {
  /** id: the sidebar's live badges (the due count) need the student. */
  user: { id?: string; email: string; name?: string | null; avatarUrl?: string | null; returning?: boolean }
  onSignOut: () => void
  children: ReactNode
}

/**
 * Sidebar, header and the page. The shell owns the page's one <main>
 * landmark: pages inside it render sections, not another <main>.
 */
export function AppShell({ user, onSignOut, children }: Props) {
  return (
    <SidebarProvider>
      <AppSidebar userId={user.id} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader
          email={user.email}
          name={user.name}
          avatarUrl={user.avatarUrl}
          returning={user.returning}
          onSignOut={onSignOut}
        />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </SidebarProvider>
  )
}
