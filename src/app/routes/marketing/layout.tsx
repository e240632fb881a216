import type { ReactNode } from "react"
import { SiteFooter } from "@/features/marketing/components/layout/site-footer"
import { SiteHeader } from "@/features/marketing/components/layout/site-header"
import { useScrollToTopOnNavigate } from "@/features/marketing/hooks/use-scroll-to-top"
import { useSystemColorScheme } from "@/features/marketing/hooks/use-system-color-scheme"

/** Header, page and footer shared by every public page. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  useSystemColorScheme()
  useScrollToTopOnNavigate()

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div id="content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </div>
      <SiteFooter />
    </div>
  )
}
