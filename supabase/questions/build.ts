import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { loadIrtLevels } from "./irt-level"
import { loadBank, questionsDir, seedFile } from "./load"
import { bankToSql } from "./to-sql"

// `npm run questions:build`: validate every question file and write the seed
// SQL. Any bad row stops the build with a message naming file, id and field;
// nothing is written then.
const { questions, problems } = await loadBank()
if (problems.length) {
  for (const p of problems) console.error(`${p.file}: ${p.id}: ${p.field}: ${p.message}`)
  console.error(`\n${problems.length} problem(s); nothing was written.`)
  process.exit(1)
}
// irt_level: the settled blind rating on the official scale (ratings/), the
// level the scoring's starting parameters come from; unrated items keep their label.
const { levels, unrated } = await loadIrtLevels(questions, questionsDir)
await mkdir(path.dirname(seedFile), { recursive: true })
await writeFile(seedFile, bankToSql(questions, levels))
console.log(`Wrote ${path.relative(process.cwd(), seedFile)}: ${questions.length} questions.`)
console.log(
  `irt_level: ${questions.length - unrated.length} from the calibrated blind rating, ${unrated.length} from the label (no rating)` +
    (unrated.length ? `: ${unrated.slice(0, 10).join(", ")}${unrated.length > 10 ? ", …" : ""}` : "."),
)
