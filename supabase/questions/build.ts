import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { loadBank, seedFile } from "./load"
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
await mkdir(path.dirname(seedFile), { recursive: true })
await writeFile(seedFile, bankToSql(questions))
console.log(`Wrote ${path.relative(process.cwd(), seedFile)}: ${questions.length} questions.`)
