import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { csvToRaw } from "./csv"
import { bankProblems, validateQuestion, type Problem, type Question } from "./validate"

export const questionsDir = path.dirname(fileURLToPath(import.meta.url))
/** The generated seed file the local stack and `supabase db push --include-seed` load. */
export const seedFile = path.resolve(questionsDir, "../seed/questions.sql")

export type LoadedQuestion = Question & { file: string; verify?: string }
export type LoadResult = { questions: LoadedQuestion[]; problems: (Problem & { file: string })[] }

/** Reads, validates and normalises every question file (JSON or CSV) in `dir`. */
export async function loadBank(dir = questionsDir): Promise<LoadResult> {
  const files = (await readdir(dir)).filter((f) => /\.(json|csv)$/.test(f)).sort()
  const questions: LoadedQuestion[] = []
  const problems: LoadResult["problems"] = []
  for (const file of files) {
    const text = await readFile(path.join(dir, file), "utf8")
    let rows: Record<string, unknown>[]
    try {
      const parsed: unknown = file.endsWith(".csv") ? csvToRaw(text) : JSON.parse(text)
      if (!Array.isArray(parsed)) throw new Error("the file must hold an array of questions")
      rows = parsed as Record<string, unknown>[]
    } catch (e) {
      problems.push({ file, id: "-", field: "-", message: (e as Error).message })
      continue
    }
    rows.forEach((raw, i) => {
      const { question, problems: p } = validateQuestion(raw, i)
      problems.push(...p.map((x) => ({ ...x, file })))
      if (question)
        questions.push({ ...question, file, verify: typeof raw.verify === "string" ? raw.verify : undefined })
    })
  }
  problems.push(
    ...bankProblems(questions).map((p) => ({ ...p, file: questions.find((q) => q.id === p.id)?.file ?? "?" })),
  )
  return { questions, problems }
}
