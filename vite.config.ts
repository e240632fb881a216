/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin } from "vite"
import { VitePWA } from "vite-plugin-pwa"

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) }

/*
 * Offline app shell for /practice: a generated service worker precaches the
 * built assets, and navigations under /practice fall back to the cached
 * index.html so a reload works offline. Only same-origin build files are
 * cached: the Supabase API (/rest/, /auth/, another origin in production)
 * is never cached. The worker is registered from the practice chunk only
 * (src/app/practice/register-sw.ts), so the marketing entry does not
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
    // The first worker takes charge of the open page at once, so chunks that
    // load later (the runner's dialogs and popovers) come from the precache
    // even if the connection drops before the next reload. Updates still wait
    // for the student's click ("prompt").
    clientsClaim: true,
    sourcemap: false,
  },
})

/*
 * A visit that starts on /practice would otherwise fetch the practice chunks
 * only after the entry has run (a dynamic import), and the screen's own lazy
 * chunk only after those have run. This writes their URLs into a tiny inline
 * script that modulepreloads them by path, so they download alongside the
 * entry: the practice tree (with the section runner) on every /practice path,
 * the shell and the test detail page on a test detail URL. Marketing pages load nothing more (the size budget counts
 * script files, not this inline list).
 */
const PRACTICE_PRELOADS: { path: string; roots: string[] }[] = [
  { path: "^/practice(/|$)", roots: ["src/app/routes/practice/route.tsx", "src/app/practice-router.tsx"] },
  {
    path: "^/practice/test/(math|reading|writing)/?$",
    roots: ["src/app/routes/practice/shell-layout.tsx", "src/app/routes/practice/test.tsx"],
  },
]

function preloadPracticeChunks(): Plugin {
  return {
    name: "preload-practice-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk")
        const entry = chunks.find((c) => c.isEntry)
        const walk = (name: string, into: Set<string>) => {
          if (into.has(name)) return
          into.add(name)
          const c = bundle[name]
          if (c?.type === "chunk") c.imports.forEach((i) => walk(i, into))
        }
        const loaded = new Set<string>()
        if (entry) walk(entry.fileName, loaded)
        const lists: [string, string[]][] = []
        for (const { path, roots } of PRACTICE_PRELOADS) {
          const wanted = new Set<string>()
          for (const c of chunks) if (roots.some((r) => c.facadeModuleId?.endsWith(r))) walk(c.fileName, wanted)
          // Each list leaves out what the entry and the lists before it (which match wherever it does) hold.
          const files = [...wanted].filter((f) => !loaded.has(f))
          files.forEach((f) => loaded.add(f))
          if (files.length > 0) lists.push([path, files.map((f) => `/${f}`)])
        }
        if (lists.length === 0) return html
        const script = `<script>${JSON.stringify(lists)}.forEach(function(p){new RegExp(p[0],"i").test(location.pathname)&&p[1].forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})})</script>`
        return html.replace("</head>", `    ${script}\n  </head>`)
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, preloadPracticeChunks()],
  resolve: { alias },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // React, ReactDOM and clsx in one chunk: left alone, Rolldown scatters them into
        // several small shared chunks once the practice tree has many lazy parts, and
        // every extra chunk costs the marketing first visit (87.7 kB vs 89.1 kB gzip).
        // The same happens to what a section test needs before its first question
        // (React Query; auth, the session RPCs and their query keys): every lazy
        // route that shares one of them split it into a chunk of its own, and the
        // cold load grew by ~0.6 kB per new route. Grouped, it is 197.6 vs 198.6 kB.
        // Only the matched modules go into a group: by default a group also takes
        // their dependencies, which put tslib (and supabase-js) in practice-core
        // and made the marketing menu drawer import it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/ },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: "practice-core",
              test: /src[\\/](lib[\\/]supabase[\\/](auth|rpc[\\/](errors|sessions))|features[\\/]practice[\\/](auth[\\/]hooks[\\/]use-auth|session[\\/]api[\\/]keys))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        // Components and hooks (*.test.tsx): jsdom, whose setup costs each file a second or more.
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["src/testing/setup.ts"],
          css: false,
          // A file's first test imports and renders its component tree cold: 5-10 s at load 30
          // on 2 cores (24 of 1,665 tests failed at vitest's default 5 s in one such run). A
          // timeout only bounds a hung test; nothing here races it.
          testTimeout: 30_000,
        },
      },
      {
        // Pure modules (*.test.ts: domain/, lib/, content): Node, no DOM to set up. The few
        // that need one (localStorage, DOMPurify, history) say so in their first line
        // with `// @vitest-environment jsdom`.
        resolve: { alias },
        test: { name: "unit-node", environment: "node", include: ["src/**/*.test.ts"] },
      },
      {
        // The question bank's validator and content checks: pure Node, no database. Loading and
        // rendering the whole bank (about 1,000 items, MathML and figures) in a beforeAll takes
        // seconds, longer on a loaded machine: hooks and tests get a minute, not vitest's 10 s.
        resolve: { alias },
        test: {
          name: "content",
          environment: "node",
          include: ["supabase/questions/**/*.test.ts"],
          hookTimeout: 60_000,
          testTimeout: 60_000,
        },
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
