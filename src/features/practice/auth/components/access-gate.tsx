import type { ReactNode } from "react"
import { Button } from "@/components/ui/button"
import type { User } from "../api/access"
import { useAccess } from "../hooks/use-access"
import { useSignOut } from "../hooks/use-sign-out"
import { AccessScreen } from "./access-screen"

export function PracticeLoading({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-8 text-muted-foreground">
      {label}
    </div>
  )
}

/**
 * Entitled students see the practice app; everyone else the access screen
 * (signed out: code + Google; signed in without access: the code alone).
 */
export function AccessGate({ children }: { children: (user: User) => ReactNode }) {
  const access = useAccess()
  const signOut = useSignOut()
  switch (access.status) {
    case "loading":
      return <PracticeLoading />
    case "signed-out":
      return <AccessScreen mode={{ kind: "sign-in" }} />
    case "error":
      return (
        <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
          <h1 className="text-xl font-bold">We couldn't check your access</h1>
          <p className="text-muted-foreground">Check your connection and try again.</p>
          <Button onClick={access.retry}>Try again</Button>
        </main>
      )
    case "no-entitlement":
      return (
        <>
          <AccessScreen
            key={access.error ?? ""}
            mode={{ kind: "redeem", userId: access.user.id }}
            email={access.user.email ?? ""}
            initialError={access.error}
            onSignOut={signOut.request}
          />
          {signOut.dialog}
        </>
      )
    case "entitled":
      return children(access.user)
  }
}
