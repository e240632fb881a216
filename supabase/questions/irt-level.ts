import { readFile } from "node:fs/promises"
import path from "node:path"

// An item's calibrated level (issue 18 §1): its settled blind rating put on
// the official scale by the anchor study (ratings/anchor-calibration.json; the
// mapping lives only in that file). `npm run questions:relevel` writes it into
// every rated item's `difficulty_level` (the writer's label stays in the
// ratings files), and the build into `irt_level`, the scoring's start.

/** Rating 1-9 -> calibrated level 1-9. */
export type LevelMapping = ReadonlyMap<number, number>

const isLevel = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= 9

/** Reads `mapping_rating_to_calibrated_level`; every rating 1-9 must map to a level 1-9. */
export function parseMapping(raw: unknown): LevelMapping {
  const m = (raw as { mapping_rating_to_calibrated_level?: unknown } | null)?.mapping_rating_to_calibrated_level
  if (!m || typeof m !== "object") throw new Error("anchor-calibration.json: no mapping_rating_to_calibrated_level")
  const out = new Map<number, number>()
  for (let r = 1; r <= 9; r++) {
    const v = (m as Record<string, unknown>)[String(r)]
    if (!isLevel(v)) throw new Error(`anchor-calibration.json: rating ${r} must map to a level 1-9, not ${String(v)}`)
    out.set(r, v)
  }
  return out
}

/**
 * An item's calibrated level: its settled blind rating through the mapping,
 * or the writer's label when it has no rating.
 */
export function calibratedLevel(label: number, settled: number | undefined, mapping: LevelMapping): number {
  if (settled === undefined) return label
  const level = mapping.get(settled)
  if (level === undefined) throw new Error(`settled rating ${settled} is not a level 1-9`)
  return level
}

export type IrtLevels = { levels: Map<string, number>; unrated: string[] }

/** Every question's calibrated level by JSON id, and which fell back to the label. */
export function irtLevels(
  questions: readonly { id: string; difficulty_level: number }[],
  settled: ReadonlyMap<string, number>,
  mapping: LevelMapping,
): IrtLevels {
  const levels = new Map<string, number>()
  const unrated: string[] = []
  for (const q of questions) {
    const s = settled.get(q.id)
    if (s === undefined) unrated.push(q.id)
    levels.set(q.id, calibratedLevel(q.difficulty_level, s, mapping))
  }
  return { levels, unrated }
}

export const ratingFiles = ["existing.json", "new-items.json"] as const

/** The settled blind rating of every rated item (ratings/*.json, `settled` by `id`). */
export async function loadSettled(ratingsDir: string): Promise<Map<string, number>> {
  const settled = new Map<string, number>()
  for (const file of ratingFiles) {
    const rows = JSON.parse(await readFile(path.join(ratingsDir, file), "utf8")) as unknown
    if (!Array.isArray(rows)) throw new Error(`ratings/${file}: must hold an array`)
    for (const r of rows as { id?: unknown; settled?: unknown }[]) {
      if (typeof r.id !== "string" || !isLevel(r.settled))
        throw new Error(`ratings/${file}: ${String(r.id)}: settled must be a level 1-9`)
      if (settled.has(r.id) && settled.get(r.id) !== r.settled)
        throw new Error(`ratings/${file}: ${r.id} is rated twice with different settled levels`)
      settled.set(r.id, r.settled)
    }
  }
  return settled
}

/** The bank's calibrated levels from the rating files next to it. */
export async function loadIrtLevels(
  questions: readonly { id: string; difficulty_level: number }[],
  questionsDir: string,
): Promise<IrtLevels> {
  const ratingsDir = path.join(questionsDir, "ratings")
  const mapping = parseMapping(JSON.parse(await readFile(path.join(ratingsDir, "anchor-calibration.json"), "utf8")))
  return irtLevels(questions, await loadSettled(ratingsDir), mapping)
}
