import { footer, footerNav } from "../../content/nav"
import { Link } from "@/lib/routing/link"
import { CtaLink } from "../shared/cta-link"
import { Logo } from "./logo"

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-muted/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto_auto] md:items-center">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-muted-foreground">{footer.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-block py-2 font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CtaLink className="justify-self-start md:justify-self-end">Get Started</CtaLink>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">{footer.copyright}</p>
      </div>
    </footer>
  )
}
