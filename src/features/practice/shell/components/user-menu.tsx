import { useState, type KeyboardEvent, type PointerEvent } from "react"
import { moduleLoader, useModule } from "@/lib/lazy-module"
import { UserAvatar, userMenuTriggerClass } from "./user-avatar"

export type UserMenuProps = { email: string; avatarUrl?: string | null; onSignOut: () => void }

// Not React.lazy: a menu that cannot be fetched (offline before the service worker holds the app)
// leaves the stand-in, never throws the shell into its error boundary; it loads when back online.
const radixMenu = moduleLoader(() => import("./user-menu-radix"))

// The keys that open a Radix DropdownMenu from its trigger.
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"])

/**
 * The avatar menu: who is signed in, 'Practice Mode', theme, font size and sign out (spec,
 * screen 11). Radix DropdownMenu and floating-ui (~24 KiB gzip) are not on any page's first
 * load: this plain button, identical to the Radix trigger, stands in until the student points
 * at or focuses it (the menu's code starts loading) and presses it or an opening key (the menu
 * opens as soon as it is there: no press is lost). From then on the Radix menu stays.
 */
export function UserMenu(props: UserMenuProps) {
  const { module } = useModule(radixMenu)
  // Pressed: the Radix menu replaces the stand-in, open, as soon as its code is there (offline
  // before the app was cached: when the connection returns, as the loader retries then).
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)

  if (!wanted || !module) {
    const ask = () => {
      radixMenu.request()
      setWanted(true)
      setOpen(true)
    }
    return (
      <button
        type="button"
        aria-label={`Account menu for ${props.email}`}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        className={userMenuTriggerClass}
        onPointerEnter={radixMenu.request}
        onFocus={radixMenu.request}
        // Radix opens on a primary press (pointerdown), not on click; a click without one
        // (assistive technology) opens it too.
        onPointerDown={(e: PointerEvent) => {
          if (e.button === 0 && !e.ctrlKey) ask()
        }}
        onClick={ask}
        onKeyDown={(e: KeyboardEvent) => {
          if (!OPEN_KEYS.has(e.key)) return
          e.preventDefault()
          ask()
        }}
      >
        <UserAvatar email={props.email} avatarUrl={props.avatarUrl} />
      </button>
    )
  }
  const Menu = module.default
  return <Menu {...props} open={open} onOpenChange={setOpen} />
}
