/** The sidebar's open state lives in a cookie for 7 days (spec), so a reload keeps it. */
export const SIDEBAR_COOKIE = "sidebar_state"
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

/** The stored state in a `document.cookie` string, or null when there is none. */
export function readSidebarCookie(cookies: string): boolean | null {
  const match = cookies
    .split(";")
    .map((c) => c.trim().split("="))
    .find(([name]) => name === SIDEBAR_COOKIE)
  if (!match) return null
  return match[1] === "true" ? true : match[1] === "false" ? false : null
}

export function sidebarCookie(open: boolean) {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
}

/** Ctrl+B, or Cmd+B on a Mac: toggles the sidebar (spec). */
export function isSidebarShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">) {
  return e.key.toLowerCase() === "b" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey
}
