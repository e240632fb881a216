import { Suspense, useEffect } from "react"
import { Outlet } from "react-router-dom"
import { PracticeLoading } from "@/features/practice/auth/components/access-gate"
import type { User } from "@/features/practice/auth/api/access"
import { useSignOut } from "@/features/practice/auth/hooks/use-sign-out"
import { AppShell } from "@/features/practice/shell/components/app-shell"
import { isReturning } from "@/features/practice/shell/domain/greeting"
import { markFirstContent } from "@/lib/first-content"

/**
 * The signed-in frame (sidebar, header, avatar menu) around the page. A lazy
 * module: a signed-out visitor on the access screen never downloads it.
 */
export default function ShellLayout({ user }: { user: User }) {
  const signOut = useSignOut()
  // The shell is on screen: the service worker may register when the browser is idle.
  useEffect(markFirstContent, [])
  return (
    <>
      <AppShell
        user={{
          id: user.id,
          email: user.email ?? "",
          name: (user.user_metadata?.full_name as string | undefined) ?? null,
          avatarUrl: (user.user_metadata?.avatar_url as string | undefined) ?? null,
          returning: isReturning(user),
        }}
        onSignOut={signOut.request}
      >
        <Suspense fallback={<PracticeLoading />}>
          <Outlet />
        </Suspense>
      </AppShell>
      {signOut.dialog}
    </>
  )
}
