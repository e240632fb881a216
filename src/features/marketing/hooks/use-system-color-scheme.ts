import { useEffect } from "react"

const query = "(prefers-color-scheme: dark)"

/**
 * Marketing pages follow the system colour scheme by toggling `.dark` on
 * <html> (index.html does it before first paint). Only mounted with the
 * marketing layout, so /practice stays free to set its own theme.
 */
export function useSystemColorScheme() {
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return
    const list = window.matchMedia(query)
    const apply = () => document.documentElement.classList.toggle("dark", list.matches)
    apply()
    list.addEventListener("change", apply)
    return () => list.removeEventListener("change", apply)
  }, [])
}
