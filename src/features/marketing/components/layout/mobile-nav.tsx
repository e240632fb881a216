import { lazy, Suspense, useRef, useState } from "react"
import { Button } from "@/components/ui/button"
import { MenuIcon } from "@/components/ui/icons"

// Radix Dialog (~13 kB gzip) only matters once someone opens the menu on a
// narrow screen, so it lives in its own chunk, fetched on first intent.
const loadDrawer = () => import("./mobile-nav-drawer")
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })))

/** The menu button below 768 px and the drawer it opens. */
export function MobileNav() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const preload = () => void loadDrawer()

  return (
    <div className="ml-auto md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <MenuIcon />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  )
}
