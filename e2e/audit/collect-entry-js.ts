// Stages the JavaScript a first visit downloads before anything renders: the
// entry script of dist/index.html plus every chunk it modulepreloads. Rolldown
// may split shared code (React, Radix internals) out of index-*.js, so a glob
// on the entry file alone would undercount. size-limit then measures the
// staged copy (see "size-limit" in package.json).
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

const dist = path.resolve("dist")
const out = path.resolve("node_modules/.cache/marketing-entry")
const html = readFileSync(path.join(dist, "index.html"), "utf8")
const files = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
if (!files.some((f) => /assets\/index-[^/]+\.js$/.test(f))) throw new Error("No entry script found in dist/index.html")

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const file of files) copyFileSync(path.join(dist, file), path.join(out, path.basename(file)))
console.log(`Initial JavaScript of dist/index.html: ${files.join(", ")}`)
