import { Link, NavLink, Outlet } from "react-router-dom"
import { brand, externalLink } from "@/config/brand"
import { paths } from "@/config/paths"
import { cn } from "@/lib/utils"

const links = [
  { to: paths.home, label: "Home" },
  { to: paths.tutors, label: "Tutors" },
  { to: paths.pricing, label: "Prices" },
  { to: paths.faq, label: "FAQ" },
  { to: paths.mission, label: "Why SAT Cookie" },
  { to: paths.manageMembership, label: "Manage Membership" },
]

/** Header, page and footer shared by every public page. */
export function MarketingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-border border-b">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <Link to={paths.home} className="mr-auto text-lg font-extrabold">
            {brand.name}
          </Link>
          {links.map((l) => (
            <NavLink
              key={l.to}
              to={l.to}
              end
              className={({ isActive }) =>
                cn("text-sm font-medium", isActive ? "text-primary" : "text-muted-foreground")
              }
            >
              {l.label}
            </NavLink>
          ))}
          <a
            href={brand.checkoutUrl}
            {...externalLink}
            className="bg-primary text-primary-foreground rounded-lg px-4 py-2 text-sm font-semibold"
          >
            Get Access
          </a>
        </nav>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-border text-muted-foreground border-t px-4 py-8 text-center text-sm">
        <p>The SAT prep platform that actually works.</p>
        <p>© 2025 {brand.name}. All rights reserved.</p>
      </footer>
    </div>
  )
}
