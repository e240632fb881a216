import type { Config } from "tailwindcss"

/**
 * Design tokens. Tailwind 4 reads this through `@config` in src/index.css;
 * colours are CSS variables so the practice app's light/dark themes swap
 * them in one place.
 */
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        background: "var(--background)",
        foreground: "var(--foreground)",
        muted: { DEFAULT: "var(--muted)", foreground: "var(--muted-foreground)" },
        card: { DEFAULT: "var(--card)", foreground: "var(--card-foreground)" },
        border: "var(--border)",
        primary: { DEFAULT: "var(--primary)", foreground: "var(--primary-foreground)" },
        accent: { DEFAULT: "var(--accent)", foreground: "var(--accent-foreground)" },
        destructive: { DEFAULT: "var(--destructive)", foreground: "var(--destructive-foreground)" },
        ring: "var(--ring)",
        cookie: { 50: "#fdf7ef", 100: "#f9ead6", 300: "#e8b877", 500: "#c98a3c", 700: "#8a5a22", 900: "#4a2f12" },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
      borderRadius: { lg: "0.75rem", xl: "1rem" },
    },
  },
} satisfies Config
