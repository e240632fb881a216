/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) }

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: "es2022", sourcemap: true, manifest: true },
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
