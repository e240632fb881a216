import { parse, TomlError } from "smol-toml"

export type TomlValue = string | number | boolean | TomlValue[]

/**
 * The plain keys of one table of a TOML document (`"auth"`, `"auth.rate_limit"`):
 * strings, numbers, booleans and arrays. Its sub-tables are left out (they
 * are tables of their own). Parsing is smol-toml's, so the whole document
 * must be valid TOML; an error names the line, and a missing table is `{}`.
 */
export function parseTomlTable(text: string, table: string): Record<string, TomlValue> {
  let doc: unknown
  try {
    doc = parse(text)
  } catch (e) {
    if (e instanceof TomlError) throw new Error(`config.toml line ${e.line}: ${e.message.split("\n")[0]}`)
    throw e
  }
  let node: unknown = doc
  for (const part of table.split(".")) node = isTable(node) ? node[part] : undefined
  if (!isTable(node)) return {}
  const out: Record<string, TomlValue> = {}
  for (const [key, value] of Object.entries(node)) if (!isTable(value)) out[key] = value as TomlValue
  return out
}

function isTable(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Date)
}
