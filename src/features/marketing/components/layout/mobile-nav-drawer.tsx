import type { RefObject } from "react"
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet"
import { mainNav } from "../../content/nav"
import { NavLink } from "@/lib/routing/link"
import { CtaLink } from "../shared/cta-link"
import { navLinkClass } from "./nav-link-class"

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: it is not a Radix trigger (it lives in the eager chunk), so focus goes back by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

export function MobileNavDrawer({ open, onOpenChange, returnFocusTo }: Props) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetTitle className="px-6 pt-6 pb-4">Menu</SheetTitle>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3">
          <ul className="space-y-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close} className={(isActive) => navLinkClass(isActive, "drawer")}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border p-4">
          <CtaLink className="w-full" onClick={close}>
            Get started
          </CtaLink>
        </div>
      </SheetContent>
    </Sheet>
  )
}
