// Reads the chunk graph of the production build (dist/.vite/manifest.json,
// written because vite.config.ts sets build.manifest) so tests can name the
// files a page downloads without guessing from hashed file names.
import { readFileSync } from "node:fs"
import path from "node:path"

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] }

export const dist = path.resolve(import.meta.dirname, "../dist")

/** The lazy entries that make up /practice (see src/app/routes.tsx). */
export const practiceEntries = ["src/app/routes/practice/route.tsx", "src/app/practice-router.tsx"]

/*
 * Strings the libraries ship as literals (error messages, log prefixes), so
 * they survive minification: if one of these is in a chunk, so is the library.
 */
export const libraryMarkers = {
  "supabase-js": ["supabaseUrl is required.", "GoTrueClient@"],
  "React Query": ["Missing queryFn"],
  "React Router": ["You should call navigate() in a React.useEffect()"],
}

export function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"))
}

/** A chunk plus everything it imports statically: what loading it downloads (Vite modulepreloads these). */
export function staticClosure(manifest: Record<string, ManifestChunk>, key: string): Set<string> {
  const files = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (!chunk) throw new Error(`${k} is not in the build manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return files
}

export const readAsset = (file: string) => readFileSync(path.join(dist, file), "utf8")

/** The libraries whose markers occur in any of `sources`. */
export function librariesIn(sources: string[]): string[] {
  return Object.entries(libraryMarkers)
    .filter(([, markers]) => sources.some((js) => markers.some((m) => js.includes(m))))
    .map(([library]) => library)
}
