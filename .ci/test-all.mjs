// `npm test`: static checks, the production build, then every test layer
// (unit, integration, e2e). Prints one closing line `N passed, N failed`
// summing the test cases of all three layers (plus any failed check).
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"

const reports = path.resolve(".ci/.reports")
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

let passed = 0
let failed = 0
const failures = []

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${[cmd, ...args].join(" ")}`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } })
  console.log(`◀ ${label}: exit ${r.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return r.status === 0
}

function check(label, cmd, args) {
  if (!run(label, cmd, args)) {
    failed += 1
    failures.push(label)
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

check("typecheck", "npx", ["tsc", "--noEmit"])
check("lint", "npx", ["eslint", ".", "--max-warnings", "0"])
check("format", "npx", ["prettier", "--check", "--log-level", "warn", "."])

rmSync("dist", { recursive: true, force: true })
const built = run("build", "npx", ["vite", "build", "--logLevel", "warn"])
if (!built) {
  failed += 1
  failures.push("build")
}

// The JavaScript budgets on the fresh build: the marketing first visit (90 kB gzip) and,
// measured in Chromium against the local stack, a section test's cold load (see docs/benchmarks.md).
if (built) check("size", "npm", ["run", "--silent", "size"])

// "unit" runs the jsdom component tests, the pure modules in Node and the question bank's content checks.
const layers = { unit: ["unit", "unit-node", "content"], integration: ["integration"] }
for (const [project, projects] of Object.entries(layers)) {
  const out = `${reports}/${project}.json`
  const selection = projects.flatMap((p) => ["--project", p])
  run(project, "npx", [
    "vitest",
    "run",
    ...selection,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ])
  const r = readJson(out)
  if (!r) {
    failed += 1
    failures.push(`${project} (no report)`)
    continue
  }
  passed += r.numPassedTests
  failed += r.numFailedTests
  if (r.numFailedTests || !r.success) failures.push(project)
}

if (built) {
  const out = `${reports}/e2e.json`
  run("e2e", "npx", ["playwright", "test", "-c", "e2e", "--project", "desktop", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  })
  const r = readJson(out)
  if (!r) {
    failed += 1
    failures.push("e2e (no report)")
  } else {
    passed += r.stats.expected + r.stats.flaky
    failed += r.stats.unexpected
    if (r.stats.unexpected) failures.push("e2e")
  }
}

if (failures.length) console.log(`\nFailed: ${failures.join(", ")}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
