/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) }

/*
 * Offline app shell for /practice: a generated service worker precaches the
 * built assets, and navigations under /practice fall back to the cached
 * index.html so a reload works offline. Only same-origin build files are
 * cached: the Supabase API (/rest/, /auth/, another origin in production)
 * is never cached. The worker is registered from the practice chunk only
 * (src/app/routes/practice/register-sw.ts), so the marketing entry does not
 * grow; "prompt" means a new version waits until the student accepts it, so
 * a running test is never reloaded under them.
 */
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
    // "/" is the marketing home: always from the network, never a stale precached copy.
    directoryIndex: null,
    navigateFallback: "/index.html",
    navigateFallbackAllowlist: [/^\/practice(\/|$)/],
    navigateFallbackDenylist: [/^\/rest\//, /^\/auth\//],
    cleanupOutdatedCaches: true,
    sourcemap: false,
  },
})

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  resolve: { alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: "es2022", sourcemap: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["src/testing/setup.ts"],
          css: false,
        },
      },
      {
        // The question bank's validator and content checks: pure Node, no database.
        resolve: { alias },
        test: { name: "content", environment: "node", include: ["supabase/questions/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["supabase/tests/**/*.test.ts"],
          globalSetup: ["supabase/tests/global-setup.ts"],
          // One stack per run, shared by every file; files run one after another
          // so two-user scenarios never race each other's fixtures.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
