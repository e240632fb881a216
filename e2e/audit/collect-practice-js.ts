// Stages the JavaScript a cold load of a section test needs before its first
// question shows (/practice/test/math, then the runner): the marketing entry
// and its modulepreloads, the lazy practice tree (practice-router-*.js and
// route-*.js, which holds the test detail and the runner) and every chunk
// those import statically. Chunks the practice tree loads on demand
// (results, full SAT) are left out. size-limit then measures the staged copy
// (see "size-limit" in package.json).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

const dist = path.resolve("dist")
const assets = path.join(dist, "assets")
const out = path.resolve("node_modules/.cache/practice-runner")
const html = readFileSync(path.join(dist, "index.html"), "utf8")
const entry = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!)
const practice = readdirSync(assets).filter((f) => /^(route|practice-router)-[^/]+\.js$/.test(f))
if (practice.length !== 2)
  throw new Error(`Expected route-*.js and practice-router-*.js, found: ${practice.join(", ")}`)

// Static imports only: `import … from "./x.js"` and `import "./x.js"` (dynamic import() is on demand).
const STATIC = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g
const seen = new Set<string>()
const queue = [...entry, ...practice]
while (queue.length) {
  const file = queue.pop()!
  if (seen.has(file)) continue
  seen.add(file)
  for (const m of readFileSync(path.join(assets, file), "utf8").matchAll(STATIC)) queue.push(m[1]!)
}

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const file of seen) copyFileSync(path.join(assets, file), path.join(out, file))
console.log(`JavaScript up to a section test's first question: ${[...seen].sort().join(", ")}`)
