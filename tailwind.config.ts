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
        highlight: "var(--highlight)",
        cookie: { 50: "#fdf7ef", 100: "#f9ead6", 300: "#e8b877", 500: "#c98a3c", 700: "#8a5a22", 900: "#4a2f12" },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
        serif: ["ui-serif", "Georgia", "Cambria", "Times New Roman", "serif"],
      },
      borderRadius: { lg: "0.75rem", xl: "1rem" },
      keyframes: {
        // The strip holds two identical lists, so moving by half its width loops seamlessly.
        marquee: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
        bob: { "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-14px)" } },
        "accordion-down": { from: { height: "0" }, to: { height: "var(--radix-accordion-content-height)" } },
        "accordion-up": { from: { height: "var(--radix-accordion-content-height)" }, to: { height: "0" } },
        "sheet-in": { from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } },
        "sheet-out": { from: { transform: "translateX(0)" }, to: { transform: "translateX(100%)" } },
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "fade-out": { from: { opacity: "1" }, to: { opacity: "0" } },
      },
      animation: {
        marquee: "marquee 60s linear infinite",
        bob: "bob 2.6s ease-in-out infinite",
        "accordion-down": "accordion-down 200ms ease-out",
        "accordion-up": "accordion-up 200ms ease-out",
        "sheet-in": "sheet-in 250ms ease-out",
        "sheet-out": "sheet-out 200ms ease-in",
        "fade-in": "fade-in 200ms ease-out",
        "fade-out": "fade-out 150ms ease-in",
      },
    },
  },
} satisfies Config
