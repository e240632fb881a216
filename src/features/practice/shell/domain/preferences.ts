/**
 * The practice app's display preferences. index.html repeats the theme and
 * font parts in a tiny inline script (it runs before any bundle, so the
 * first paint is already right); preferences.test.ts keeps the two in step.
 */
export const THEMES = ["light", "dark", "system"] as const
/** From the smallest up; the runner's zoom steps through them in this order (issue 19: up to 150 %). */
export const FONT_SIZES = ["small", "medium", "large", "x-large", "xx-large"] as const
export type Theme = (typeof THEMES)[number]
export type FontSize = (typeof FONT_SIZES)[number]
export type Preferences = { theme: Theme; fontSize: FontSize; hideTimer: boolean }

export const PREFERENCE_KEYS = {
  theme: "practice-theme",
  fontSize: "practice-font-size",
  hideTimer: "practice-hide-timer",
} as const

export const DEFAULT_PREFERENCES: Preferences = { theme: "dark", fontSize: "medium", hideTimer: false }

export const parseTheme = (v: string | null): Theme =>
  THEMES.includes(v as Theme) ? (v as Theme) : DEFAULT_PREFERENCES.theme

export const parseFontSize = (v: string | null): FontSize =>
  FONT_SIZES.includes(v as FontSize) ? (v as FontSize) : DEFAULT_PREFERENCES.fontSize

export const parseHideTimer = (v: string | null) => v === "true"

/** The colours actually shown: "system" follows the operating system's scheme. */
export function resolveTheme(theme: Theme, systemDark: boolean): "light" | "dark" {
  return theme === "system" ? (systemDark ? "dark" : "light") : theme
}

export const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" }
export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  "x-large": "Extra large",
  "xx-large": "Largest",
}
