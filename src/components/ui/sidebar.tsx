import { Slot, Slottable } from "@radix-ui/react-slot"
import { clsx } from "clsx"
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps } from "react"
import { moduleLoader, useModule } from "@/lib/lazy-module"
import { MenuIcon } from "./icons"
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from "./sidebar-state"
import { useMediaQuery } from "./use-media-query"

/*
 * A collapsible sidebar after shadcn/ui's: 16rem wide, 3rem as icons; on
 * screens under 768 px a left sheet of 18rem. Ctrl/Cmd+B toggles it and the
 * desktop state is kept in a cookie for 7 days.
 */
type SidebarContextValue = {
  open: boolean
  isMobile: boolean
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  toggle: () => void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

export function useSidebar() {
  const ctx = useContext(SidebarContext)
  if (!ctx) throw new Error("useSidebar must be used inside <SidebarProvider>")
  return ctx
}

export const SIDEBAR_ID = "app-sidebar"

export function SidebarProvider({ children, className }: { children: React.ReactNode; className?: string }) {
  const isMobile = useMediaQuery("(max-width: 767px)")
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie) ?? true)
  const [openMobile, setOpenMobile] = useState(false)

  const toggle = useCallback(() => {
    if (isMobile) return setOpenMobile((o) => !o)
    setOpenState((o) => {
      document.cookie = sidebarCookie(!o)
      return !o
    })
  }, [isMobile])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSidebarShortcut(e)) return
      e.preventDefault()
      toggle()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [toggle])

  const value = useMemo(
    () => ({ open, isMobile, openMobile, setOpenMobile, toggle }),
    [open, isMobile, openMobile, toggle],
  )
  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        data-sidebar-state={open ? "expanded" : "collapsed"}
        style={{ "--sidebar-width": "16rem", "--sidebar-width-icon": "3rem" } as React.CSSProperties}
        className={clsx("group/sidebar flex min-h-dvh w-full", className)}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  )
}

// The phone drawer (Radix Dialog, ~15 KiB gzip with its scroll lock and focus trap) is not on a
// page's first load: it loads when the trigger is pointed at, focused or pressed, and opens once
// there. Not React.lazy: a drawer that cannot be fetched (offline) must not throw the page away.
const sheet = moduleLoader(() => import("./sheet"))

export function Sidebar({ children, label }: { children: React.ReactNode; label: string }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar()
  const { module } = useModule(sheet)
  useEffect(() => {
    if (isMobile && openMobile) sheet.request()
  }, [isMobile, openMobile])
  if (isMobile) {
    // Closed, the drawer renders nothing (as Radix's closed Dialog does).
    if (!module) return null
    const { Sheet, SheetContent, SheetTitle } = module
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" className="w-72 max-w-[85vw] bg-card" aria-describedby={undefined}>
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <nav id={SIDEBAR_ID} aria-label={label} className="flex h-full flex-col overflow-y-auto p-2 pt-14">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
    )
  }
  return (
    <div
      data-slot="sidebar"
      data-state={open ? "expanded" : "collapsed"}
      className="sticky top-0 h-dvh w-(--sidebar-width) shrink-0 border-r border-border bg-card transition-[width] duration-200 data-[state=collapsed]:w-(--sidebar-width-icon) motion-reduce:transition-none"
    >
      <nav id={SIDEBAR_ID} aria-label={label} className="flex h-full flex-col overflow-x-hidden overflow-y-auto p-2">
        {children}
      </nav>
    </div>
  )
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, isMobile, open, openMobile } = useSidebar()
  const prefetch = isMobile ? sheet.request : undefined
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={toggle}
      aria-label="Toggle sidebar"
      aria-controls={isMobile && !openMobile ? undefined : SIDEBAR_ID}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      className={clsx(
        "inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground",
        className,
      )}
    >
      <MenuIcon />
    </button>
  )
}

/** Collapsed to icons, a group's heading and every label stay for screen readers only. */
const hiddenWhenCollapsed = "md:group-data-[sidebar-state=collapsed]/sidebar:sr-only"

export function SidebarGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div data-slot="sidebar-group" className="mb-3">
      <h2 className={clsx("px-2 py-1.5 text-xs font-semibold text-muted-foreground", hiddenWhenCollapsed)}>{label}</h2>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  )
}

/**
 * One entry; `asChild` lets a router link take the styles (it sets
 * aria-current on the active one). Wrap the label in a span with
 * `sidebarLabelClass` so it hides when the sidebar shows icons only.
 */
export function SidebarItem({
  asChild,
  className,
  icon,
  children,
  ...props
}: ComponentProps<"a"> & { asChild?: boolean; icon: React.ReactNode }) {
  const Comp = asChild ? Slot : "a"
  return (
    <li>
      <Comp
        data-slot="sidebar-item"
        className={clsx(
          "flex h-9 items-center gap-3 overflow-hidden rounded-md px-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-accent-foreground",
          className,
        )}
        {...props}
      >
        {icon}
        <Slottable>{children}</Slottable>
      </Comp>
    </li>
  )
}

export { hiddenWhenCollapsed as sidebarLabelClass }
