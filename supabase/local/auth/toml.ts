// A TOML subset reader, enough for supabase/config.toml: the local auth
// service reads its `[auth]` table without taking a TOML dependency.

export type TomlValue = string | number | boolean | TomlValue[]

/** A table header line: `[auth]`, `[auth.email]`, `[[array.of.tables]]`. */
const HEADER = /^\[\[?[ \t]*([A-Za-z0-9_.-]+)[ \t]*\]\]?[ \t\r]*(#.*)?$/

/**
 * The keys and values of one table of a TOML document. Only what config.toml
 * uses is understood: bare or quoted keys; basic and literal strings; integers,
 * floats and booleans; arrays of those over several lines. Anything else in
 * the table is an error naming its line, so a setting is never half-read.
 * Other tables are skipped unparsed.
 */
export function parseTomlTable(text: string, table: string): Record<string, TomlValue> {
  const out: Record<string, TomlValue> = {}
  let i = 0
  const line = () => text.slice(0, i).split("\n").length
  const fail = (what: string): never => {
    throw new Error(`config.toml line ${line()}: ${what} (the local auth service reads a TOML subset)`)
  }
  const skipSpace = (newlines: boolean) => {
    for (;;) {
      const c = text[i]
      if (c === " " || c === "\t" || c === "\r" || (newlines && c === "\n")) i++
      else if (c === "#") while (i < text.length && text[i] !== "\n") i++
      else return
    }
  }
  const readString = (): string => {
    const quote = text[i]!
    if (text.startsWith(quote.repeat(3), i)) fail("multi-line strings are not supported")
    i++
    let s = ""
    while (text[i] !== quote) {
      const c = text[i++]
      if (c === undefined || c === "\n") fail("unterminated string")
      if (c === "\\" && quote === '"') {
        const e = text[i++]!
        const simple: Record<string, string> = { '"': '"', "\\": "\\", n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" }
        if (e in simple) s += simple[e]
        else if (e === "u" || e === "U") {
          const hex = text.slice(i, (i += e === "u" ? 4 : 8))
          if (!/^[0-9a-fA-F]+$/.test(hex)) fail("bad unicode escape")
          s += String.fromCodePoint(parseInt(hex, 16))
        } else fail(`unknown escape \\${e}`)
      } else s += c
    }
    i++
    return s
  }
  const readValue = (): TomlValue => {
    const c = text[i]
    if (c === '"' || c === "'") return readString()
    if (c === "[") {
      i++
      const items: TomlValue[] = []
      for (;;) {
        skipSpace(true)
        if (text[i] === "]") break
        items.push(readValue())
        skipSpace(true)
        if (text[i] === ",") i++
        else if (text[i] !== "]") fail("expected , or ] in array")
      }
      i++
      return items
    }
    const bare = /^[^\s,\]#]+/.exec(text.slice(i))?.[0] ?? ""
    i += bare.length
    if (bare === "true" || bare === "false") return bare === "true"
    if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(bare)) return Number(bare.replace(/_/g, ""))
    return fail(`unsupported value ${JSON.stringify(bare)}`)
  }

  let inTable = false
  while (i < text.length) {
    skipSpace(false)
    if (text[i] === "\n") {
      i++
      continue
    }
    const eol = text.indexOf("\n", i) === -1 ? text.length : text.indexOf("\n", i)
    const header = HEADER.exec(text.slice(i, eol))
    if (header || !inTable) {
      // Other tables are skipped line by line, an array's continuation lines too.
      if (header) inTable = header[1] === table
      i = eol
      continue
    }
    let key: string
    if (text[i] === '"' || text[i] === "'") key = readString()
    else {
      key = /^[A-Za-z0-9_-]+/.exec(text.slice(i))?.[0] ?? fail("expected a key")
      i += key.length
    }
    skipSpace(false)
    if (text[i] !== "=") fail(`expected = after ${key}`)
    i++
    skipSpace(false)
    out[key] = readValue()
    skipSpace(false)
    if (i < text.length && text[i] !== "\n") fail(`unexpected text after ${key}`)
  }
  return out
}
