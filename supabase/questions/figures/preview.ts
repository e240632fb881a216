import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { cliArgs } from "../../local/cli/args"
import { loadBank } from "../load"
import { esc } from "./svg"
import { renderFigure } from "./index"
import { SAMPLES } from "./samples"

// `npm run questions:preview [-- --shots [--cards]]`: writes an HTML page with every
// figure in the bank (as the build renders it, inside its question) and the
// renderer's samples, in the app's light and dark colours. With --shots it
// also screenshots both at 1280 and 375 px wide with Chromium (file:// URLs,
// no server, no port); --cards adds one screenshot per figure.

const outDir = path.resolve(process.argv.find((a) => a.startsWith("--out="))?.slice(6) ?? "node_modules/.cache/figures")

// The app's theme colours (src/index.css), so the figures are seen as students see them.
const THEMES = {
  light: "--background:#fffdf9;--foreground:#1f1a14;--primary:#8a5a22;--border:#e6ddd0",
  dark: "--background:#14110d;--foreground:#f5efe6;--primary:#e8b877;--border:#3a3128",
}

const { questions, problems } = await loadBank()
if (problems.length) console.warn(`${problems.length} problem(s) in the bank; run questions:build for details.`)
const items = questions.filter((q) => q.figure)
const cards = [
  ...items.map(
    (q) =>
      `<section><h2>${esc(q.id)} · ${esc(q.topic)}</h2>${q.passage ? `<div class="passage">${q.passage}</div>` : ""}<div>${q.question_text}</div></section>`,
  ),
  ...Object.entries(SAMPLES).map(([name, f]) => `<section><h2>sample: ${esc(name)}</h2>${renderFigure(f)}</section>`),
]

await mkdir(outDir, { recursive: true })
const pages: Record<string, string> = {}
for (const [theme, vars] of Object.entries(THEMES)) {
  const file = path.join(outDir, `figures-${theme}.html`)
  pages[theme] = file
  await writeFile(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Question figures (${theme})</title><style>
:root{${vars};color-scheme:${theme}} body{margin:0;padding:16px;background:var(--background);color:var(--foreground);font:16px/1.5 system-ui,sans-serif}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,420px),1fr));gap:16px}
figure{margin:0 0 8px} section{border:1px solid var(--border);border-radius:8px;padding:12px;min-width:0} h2{font-size:14px;margin:0 0 8px}
.passage{margin-bottom:8px}
</style></head><body><h1>${cards.length} figures</h1><main>${cards.join("\n")}</main></body></html>`,
  )
}
console.log(
  `Wrote ${Object.values(pages).join(", ")} (${items.length} bank figures, ${Object.keys(SAMPLES).length} samples).`,
)

const args = cliArgs({ shots: { type: "boolean", default: false }, cards: { type: "boolean", default: false } })
if (args.shots) {
  const { chromium } = await import("@playwright/test")
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  })
  for (const [theme, file] of Object.entries(pages))
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } })
      await page.goto(pathToFileURL(file).href)
      const shot = path.join(outDir, `figures-${theme}-${width}.png`)
      await page.screenshot({ path: shot, fullPage: true })
      console.log(`Screenshot ${shot}`)
      // One picture per figure too, small enough to look at closely.
      if (args.cards) {
        const sections = await page.locator("section").all()
        for (const [i, section] of sections.entries())
          await section.screenshot({
            path: path.join(outDir, `card-${theme}-${width}-${String(i + 1).padStart(2, "0")}.png`),
          })
      }
      await page.close()
    }
  await browser.close()
}
