/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === "") quoted = true
    else if (c === ",") {
      row.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++
      row.push(field)
      rows.push(row)
      row = []
      field = ""
    } else field += c
  }
  if (field !== "" || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""))
}

/**
 * Turns CSV rows into raw questions. Columns are the JSON field names, with
 * options as option_a … option_d, accepted answers separated by "|", and a
 * figure spec as JSON.
 */
export function csvToRaw(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text)
  if (!header) return []
  const cols = header.map((h) => h.trim())
  return rows.map((cells) => {
    const get = (name: string) => {
      const i = cols.indexOf(name)
      return i >= 0 ? (cells[i] ?? "").trim() : ""
    }
    const raw: Record<string, unknown> = {}
    for (const name of cols)
      if (!/^option_[a-d]$/.test(name) && name !== "accepted_answers" && get(name)) raw[name] = get(name)
    if (cols.some((c) => c.startsWith("option_")) && get("option_a"))
      raw.options = { A: get("option_a"), B: get("option_b"), C: get("option_c"), D: get("option_d") }
    if (get("accepted_answers"))
      raw.accepted_answers = get("accepted_answers")
        .split("|")
        .map((s) => s.trim())
    // A figure spec is JSON in its cell; a cell that is not JSON stays a string and fails validation by name.
    if (get("figure"))
      try {
        raw.figure = JSON.parse(get("figure"))
      } catch {
        raw.figure = get("figure")
      }
    if (get("difficulty_level") && /^\d+$/.test(get("difficulty_level")))
      raw.difficulty_level = Number(get("difficulty_level"))
    return raw
  })
}
