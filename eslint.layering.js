/*
 * Import direction for src/, enforced with import-x/no-restricted-paths. Every
 * import is resolved to a file first (TypeScript resolver: the "@/" alias,
 * relative paths and packages alike), so a rule cannot be dodged by spelling
 * the path differently. Packages are matched by their folder in node_modules
 * (and @types, where the resolver lands for typed packages).
 *
 *   shared (components, lib, config, testing) -> features -> app
 *
 * src/layering.test.ts plants a violation of each rule and a legal import.
 */
import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

const root = import.meta.dirname
const abs = (p) => path.join(root, p)
const subfolders = (dir) =>
  existsSync(abs(dir))
    ? readdirSync(abs(dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

const pkg = (...names) => names.map((n) => `node_modules/${n}`)
const reactPackages = pkg("react", "react-dom", "@types/react", "@types/react-dom")
const dataPackages = pkg("@tanstack", "@supabase")
const routerPackages = pkg("react-router", "react-router-dom")
/** src/lib modules that wrap the data packages: importing them imports the packages. */
const dataLib = ["src/lib/supabase", "src/lib/react-query.ts", "src/lib/persist"]

const shared = ["src/components", "src/lib", "src/config", "src/testing"]
// New folders count as soon as they exist; the names listed are the planned ones.
const features = [...new Set(["marketing", "practice", ...subfolders("src/features")])]
const practiceAreas = [
  ...new Set([
    "auth",
    "tests",
    "session",
    "full-sat",
    "review",
    "analytics",
    "shell",
    "tools",
    ...subfolders("src/features/practice"),
  ]),
]
// testing/ holds an area's test helpers (render with its providers), shared by other areas' tests.
const publicFolders = "{api,components,hooks,domain,testing}"

/** Inside a feature, everything except api/ and hooks/ (practice has one more level). */
const notDataFolders = [
  "src/features/!(practice)/*",
  "src/features/!(practice)/!(api|hooks)/**",
  "src/features/practice/*",
  "src/features/practice/*/*",
  "src/features/practice/*/!(api|hooks)/**",
]

const zones = [
  {
    target: shared,
    from: ["src/features", "src/app"],
    message: "Shared code (components, lib, config, testing) must not depend on features or the app.",
  },
  { target: "src/features", from: "src/app", message: "Features must not depend on the app layer." },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: "src/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what both need to src/lib or src/components.",
  })),
  ...practiceAreas.map((area) => ({
    target: `src/features/practice/${area}`,
    from: "src/features/practice/**",
    // Unlike target and from, glob exceptions are matched as written: make them absolute.
    except: [abs(`src/features/practice/${area}/**`), abs(`src/features/practice/*/${publicFolders}/**`)],
    message: "Practice areas may import each other's api/, components/, hooks/ and domain/ only.",
  })),
  {
    target: ["src/features/marketing", "src/app/routes/marketing", "src/components"],
    from: ["src/features/practice", ...dataPackages, ...dataLib, ...routerPackages],
    message:
      "The marketing entry chunk must not pull in the practice stack (practice, Supabase, React Query, React Router).",
  },
  {
    target: "src/features/**/domain/**",
    from: [...reactPackages, ...dataPackages, ...routerPackages, ...dataLib],
    message: "Domain modules are plain TypeScript: no React, React Query, Supabase or router.",
  },
  {
    target: "src/features/**/domain/**",
    from: ["src/features/**/{api,components,hooks}/**", "src/components/**", "src/app/**"],
    message: "Domain modules must not import components, hooks or data modules.",
  },
  { target: "src", from: "supabase/local", message: "The app must not import the local Supabase stand-in." },
]

const dataLayerZone = {
  target: ["src/app", "src/components", "src/config", ...notDataFolders],
  from: "src/lib/supabase",
  message: "Only src/lib and the api/ and hooks/ folders of a feature may use the Supabase data layer.",
}

export const layeringZones = [...zones, dataLayerZone]
/** Tests may reach the data layer to stub it (vi.mock("@/lib/supabase/auth")); every other zone still holds. */
export const testLayeringZones = zones
