import { mainNav } from "../../content/nav"
import { NavLink } from "@/lib/routing/link"
import { CtaLink } from "../shared/cta-link"
import { Logo } from "./logo"
import { MobileNav } from "./mobile-nav"
import { navLinkClass } from "./nav-link-class"

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 lg:px-6">
        <Logo compact />
        <nav aria-label="Main" className="ml-auto hidden md:block">
          <ul className="flex items-center">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={(isActive) => navLinkClass(isActive, "bar")}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CtaLink size="sm" className="ml-2 max-md:hidden">
          Get Access
        </CtaLink>
        <MobileNav />
      </div>
    </header>
  )
}
