import { SidebarTrigger } from "@/components/ui/sidebar"
import { greetingWord } from "../domain/greeting"
import { HeaderCountdown } from "./header-countdown"
import { UserMenu } from "./user-menu"

type Props = {
  email: string
  name?: string | null
  avatarUrl?: string | null
  /** Signed in before: "Welcome back" (a first visit gets "Welcome"). */
  returning?: boolean
  onSignOut: () => void
}

/** First name from the Google profile, else the e-mail's local part. */
export function welcomeName(email: string, name?: string | null) {
  const first = name?.trim().split(/\s+/)[0]
  return first || email.split("@")[0] || email
}

export function AppHeader({ email, name, avatarUrl, returning = false, onSignOut }: Props) {
  return (
    <header
      data-print-hide
      className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background px-3 sm:px-4"
    >
      <SidebarTrigger />
      <p className="min-w-0 flex-1 truncate text-sm sm:text-base">
        {greetingWord(returning)}, <span className="font-semibold">{welcomeName(email, name)}</span>
      </p>
      <HeaderCountdown />
      <UserMenu email={email} avatarUrl={avatarUrl} onSignOut={onSignOut} />
    </header>
  )
}
