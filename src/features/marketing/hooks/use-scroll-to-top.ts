import { useLayoutEffect, useRef } from "react"
import { usePathname } from "@/lib/routing/location"

/** Each newly visited page starts at the top; the first render leaves the browser's scroll alone. */
export function useScrollToTopOnNavigate() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useLayoutEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
}
