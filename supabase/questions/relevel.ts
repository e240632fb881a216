// `npm run questions:relevel`: writes each rated item's calibrated level (its
// settled blind rating put on the official scale, irt-level.ts) into its
// `difficulty_level`, in place, so the level a student sees, the pool checks
// and the scoring all read one figure. Run it after adding ratings; the
// content test "every rated item's level is its calibrated level" fails until
// then. Unrated items keep the writer's label. Only JSON files are rewritten
// (the CSV importer's files carry no rated items).
import { readFile, writeFile, readdir } from "node:fs/promises"
import path from "node:path"
import { loadIrtLevels } from "./irt-level"
import { loadBank, questionsDir } from "./load"

const { questions } = await loadBank()
const { levels } = await loadIrtLevels(questions, questionsDir)
let changed = 0
for (const file of (await readdir(questionsDir)).filter((f) => f.endsWith(".json")).sort()) {
  const full = path.join(questionsDir, file)
  const text = await readFile(full, "utf8")
  const rows = JSON.parse(text) as { id: string; difficulty_level: number }[]
  let edits = 0
  // Edit the text, not a re-serialisation, so the files keep their layout.
  const out = text.replace(
    /("id":\s*"([^"]+)"[\s\S]*?"difficulty_level":\s*)(\d+)/g,
    (whole, head: string, id: string, level: string) => {
      const want = levels.get(id)
      if (want === undefined || String(want) === level) return whole
      edits++
      return `${head}${want}`
    },
  )
  if (edits === 0) continue
  const after = JSON.parse(out) as { id: string; difficulty_level: number }[]
  const wrong = (q: { id: string; difficulty_level: number }, i: number) =>
    q.id !== rows[i].id || q.difficulty_level !== (levels.get(q.id) ?? rows[i].difficulty_level)
  if (after.length !== rows.length || after.some(wrong))
    throw new Error(`${file}: the rewrite went wrong; file left as it was`)
  await writeFile(full, out)
  changed += edits
  console.log(`${file}: ${edits} levels`)
}
console.log(`${changed} items took their calibrated level`)
