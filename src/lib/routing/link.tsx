import type { ComponentProps, MouseEvent } from "react"
import { navigate, normalizePath, usePathname } from "./location"

type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string }

/** Plain left clicks navigate in the page; modified clicks (new tab, download) stay the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.target
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self")
  )
}

/** An in-app link: a real <a href> that navigates without a page load. */
export function Link({ to, onClick, ...props }: LinkProps) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event)) return
        event.preventDefault()
        navigate(to)
      }}
      {...props}
    />
  )
}

type NavLinkProps = Omit<LinkProps, "className"> & { className?: (isActive: boolean) => string }

/** A Link that marks the current page with aria-current="page" and styles itself by it. */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const active = normalizePath(usePathname()) === normalizePath(to)
  return <Link to={to} aria-current={active ? "page" : undefined} className={className?.(active)} {...props} />
}
