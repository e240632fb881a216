import { useEffect, useSyncExternalStore } from "react"
import {
  parseFontSize,
  parseHideTimer,
  parseTheme,
  PREFERENCE_KEYS,
  resolveTheme,
  type FontSize,
  type Preferences,
  type Theme,
} from "../domain/preferences"

/*
 * One store over localStorage, shared by the header menu, the settings page
 * and the runner (hide-timer default: `usePreferences().hideTimer`). Other
 * tabs' changes arrive through the `storage` event.
 */
const listeners = new Set<() => void>()
let snapshot: Preferences | null = null

function read(): Preferences {
  const get = (k: string) => {
    try {
      return localStorage.getItem(k)
    } catch {
      return null
    }
  }
  return {
    theme: parseTheme(get(PREFERENCE_KEYS.theme)),
    fontSize: parseFontSize(get(PREFERENCE_KEYS.fontSize)),
    hideTimer: parseHideTimer(get(PREFERENCE_KEYS.hideTimer)),
  }
}

/** Reads storage each time (three getItem calls) but keeps the object stable while nothing changed. */
function getSnapshot() {
  const next = read()
  if (
    !snapshot ||
    snapshot.theme !== next.theme ||
    snapshot.fontSize !== next.fontSize ||
    snapshot.hideTimer !== next.hideTimer
  )
    snapshot = next
  return snapshot
}

function emit() {
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(PREFERENCE_KEYS).includes(e.key as never)) emit()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // private mode or full: the choice still applies for this visit
  }
  emit()
}

export const setTheme = (theme: Theme) => write(PREFERENCE_KEYS.theme, theme)
export const setFontSize = (size: FontSize) => write(PREFERENCE_KEYS.fontSize, size)
export const setHideTimer = (hide: boolean) => write(PREFERENCE_KEYS.hideTimer, String(hide))

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getSnapshot)
}

const darkQuery = "(prefers-color-scheme: dark)"
const systemDark = () => typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches

/** The theme in effect ("system" resolved), kept live with the OS setting. */
export function useResolvedTheme(): "light" | "dark" {
  const { theme } = usePreferences()
  const dark = useSyncExternalStore((onChange) => {
    if (typeof window.matchMedia !== "function") return () => {}
    const list = window.matchMedia(darkQuery)
    list.addEventListener("change", onChange)
    return () => list.removeEventListener("change", onChange)
  }, systemDark)
  return resolveTheme(theme, dark)
}

/**
 * Applies theme and font size to <html> while the practice app is mounted
 * (index.html already did so before the first paint). On the way out the
 * font size goes; the marketing layout re-applies its own colour scheme.
 */
export function useApplyPreferences() {
  const resolved = useResolvedTheme()
  const { fontSize } = usePreferences()
  useEffect(() => {
    document.documentElement.classList.toggle("dark", resolved === "dark")
  }, [resolved])
  useEffect(() => {
    const root = document.documentElement
    root.dataset.fontSize = fontSize
    return () => {
      delete root.dataset.fontSize
    }
  }, [fontSize])
}
