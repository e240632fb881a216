/**
 * The calculator's expression engine on expr-eval-fork (8 kB gzip, with the
 * prototype-pollution fixes expr-eval never released; mathjs's evaluate alone
 * is 90 kB). No React here: the calculator and the graph share it.
 */
import { Parser } from "expr-eval-fork"

export type AngleMode = "deg" | "rad"
export type EvalResult = { ok: true; value: number; text: string } | { ok: false; error: string }

const toRad = (d: number) => (d * Math.PI) / 180
const toDeg = (r: number) => (r * 180) / Math.PI
// sin(pi) is 1.2e-16 in floating point; a student expects 0.
const snap = (v: number) => (Math.abs(v) < 1e-14 ? 0 : v)
// Exact values at the degree angles students type (sin 30 = 0.5, tan 45 = 1).
const sinDeg = (d: number) => (d % 30 === 0 ? exactSin30(d) : snap(Math.sin(toRad(d))))
function exactSin30(d: number) {
  const table = [
    0,
    0.5,
    Math.sqrt(3) / 2,
    1,
    Math.sqrt(3) / 2,
    0.5,
    0,
    -0.5,
    -Math.sqrt(3) / 2,
    -1,
    -Math.sqrt(3) / 2,
    -0.5,
  ]
  return table[(((d / 30) % 12) + 12) % 12] ?? NaN
}
const cosDeg = (d: number) => sinDeg(d + 90)
const tanDeg = (d: number) =>
  ((d % 180) + 180) % 180 === 90 ? NaN : d % 45 === 0 ? snap(sinDeg(d) / cosDeg(d)) : Math.tan(toRad(d))

function makeParser(mode: AngleMode): Parser {
  const parser = new Parser({
    allowMemberAccess: false,
    // Arithmetic only: no assignment, function definitions, logic, strings or random numbers.
    operators: {
      logical: false,
      comparison: false,
      concatenate: false,
      conditional: false,
      in: false,
      assignment: false,
      fndef: false,
      random: false,
    },
  })
  const ops = parser.unaryOps
  if (mode === "deg") {
    Object.assign(ops, {
      sin: sinDeg,
      cos: cosDeg,
      tan: tanDeg,
      asin: (x: number) => toDeg(Math.asin(x)),
      acos: (x: number) => toDeg(Math.acos(x)),
      atan: (x: number) => toDeg(Math.atan(x)),
    })
  } else {
    Object.assign(ops, { sin: (x: number) => snap(Math.sin(x)), cos: (x: number) => snap(Math.cos(x)) })
  }
  // On a calculator "log" is base 10 (expr-eval's log is the natural log).
  ops.log = Math.log10
  parser.consts = { pi: Math.PI, PI: Math.PI, e: Math.E }
  return parser
}

const parsers: Partial<Record<AngleMode, Parser>> = {}
function parserFor(mode: AngleMode): Parser {
  return (parsers[mode] ??= makeParser(mode))
}

/**
 * Normalises what students type: symbols from the keypad (π, √, ×, ÷, −) and
 * implicit products (2x, 3(x+1), (x+1)(x-1), 2pi) become the parser's syntax.
 */
export function normalise(input: string): string {
  return (
    input
      .replace(/π/g, " pi ")
      .replace(/√/g, " sqrt ")
      .replace(/[×·]/g, "*")
      .replace(/÷/g, "/")
      .replace(/[−–]/g, "-")
      .replace(/²/g, "^2")
      .replace(/(?<![A-Za-z_\d.])(\d+\.?\d*|\.\d+)(?=\s*[A-Za-z_(])(?!e[+-]?\d)/g, "$1*")
      .replace(/\)\s*(?=[A-Za-z_(\d.])/g, ")*")
      .replace(/(?<![\w.])([A-Za-z]{2,4})(?!\s*\()(?![\w])/g, (run: string) => splitLetters(run))
      // a(x - h) is a times (x - h): one letter is never a function name.
      .replace(/(?<![\w.])([A-Za-z])\s*\(/g, (all: string, name: string) =>
        name === "e" || name === "E" ? all : `${name}*(`,
      )
      .replace(/(?<![\w.])([A-Za-z_]\w*)\s+(?=[A-Za-z_(\d.])/g, (all: string, name: string) =>
        FUNCTIONS.has(name) ? all : `${name}*`,
      )
  )
}

/** Names the parser knows: a run of letters that is one of these is never split into a product. */
const FUNCTIONS = new Set(
  "sin cos tan asin acos atan sinh cosh tanh sqrt cbrt log ln log10 log2 abs ceil floor round trunc exp sign".split(
    " ",
  ),
)
const CONSTANTS = ["pi", "PI", "e", "E", "ans"]

/** Desmos reads "ax" as a·x: a short run of letters that is no known name becomes a product of its letters and constants. */
function splitLetters(run: string): string {
  if (FUNCTIONS.has(run) || CONSTANTS.includes(run)) return run
  const parts: string[] = []
  for (let i = 0; i < run.length;) {
    const known = ["pi", "PI", "ans"].find((c) => run.startsWith(c, i))
    parts.push(known ?? run[i]!)
    i += known?.length ?? 1
  }
  return parts.join("*")
}

const FRIENDLY: [RegExp, string][] = [
  [/undefined variable: (\w+)/, "Unknown name “$1”. Use x in graphs; functions need parentheses, e.g. sqrt(2)."],
  [/Expected \)/, "A closing parenthesis is missing."],
  [/unexpected TEOF/, "The expression ends too early."],
  [/unexpected T\w+: (\S+)/, "“$1” is not expected there."],
  [/Expected EOF/, "Something is out of place: check for an extra parenthesis or a missing operator."],
  [/is not a function/, "That name is not a function."],
  [/Unknown character "(.)"/, "“$1” cannot be used here."],
  [/prototype access/, "That name cannot be used here."],
]

export function friendlyError(message: string): string {
  for (const [re, text] of FRIENDLY) {
    const m = re.exec(message)
    if (m) return text.replace("$1", m[1] ?? "")
  }
  return "That expression cannot be read."
}

/** Up to 10 significant digits, without floating-point noise (0.1 + 0.2 reads 0.3). */
export function formatNumber(v: number): string {
  if (Object.is(v, -0)) return "0"
  const s = Number(v.toPrecision(10))
  return Math.abs(s) >= 1e15 || (s !== 0 && Math.abs(s) < 1e-9) ? s.toExponential().replace("e+", "e") : String(s)
}

/** Evaluates one typed expression. `ans` is the previous result, usable as "ans". */
export function evaluateExpression(input: string, mode: AngleMode, ans = 0): EvalResult {
  if (input.trim() === "") return { ok: false, error: "Type an expression first." }
  if (input.length > 500) return { ok: false, error: "That expression is too long." }
  let value: unknown
  try {
    value = parserFor(mode).evaluate(normalise(input), { ans })
  } catch (e) {
    return { ok: false, error: friendlyError(e instanceof Error ? e.message : String(e)) }
  }
  if (typeof value !== "number") return { ok: false, error: "That expression does not give a number." }
  if (Number.isNaN(value)) return { ok: false, error: "Not a real number (for example the square root of a negative)." }
  if (!Number.isFinite(value)) return { ok: false, error: "Undefined: division by zero or a result too large." }
  return { ok: true, value, text: formatNumber(value) }
}

export type CompiledFunction = { ok: true; fn: (x: number) => number } | { ok: false; error: string }

/** Compiles "y = x^2 - 3" or "x^2 - 3" into f(x) for the graph; only x is free. */
export function compileFunction(input: string, mode: AngleMode): CompiledFunction {
  const c = compileGraph(input, mode)
  if (!c.ok) return c
  if (c.params.length > 0) return { ok: false, error: friendlyError(`undefined variable: ${c.params[0]}`) }
  return { ok: true, fn: (x) => c.fn(x, {}) }
}

export type Relation = "=" | "<" | "<=" | ">" | ">="
export type Params = Readonly<Record<string, number>>
export type CompiledGraph =
  | {
      ok: true
      /** "=": a curve; otherwise the region y (relation) f(x), shaded. */
      relation: Relation
      /** Letters other than x left free (y = a x^2 + b): each gets a slider. */
      params: string[]
      fn: (x: number, params: Params) => number
    }
  | { ok: false; error: string }

const RELATIONS: [RegExp, Relation][] = [
  [/<=|≤|=</, "<="],
  [/>=|≥|=>/, ">="],
  [/</, "<"],
  [/>/, ">"],
  [/=/, "="],
]
const FLIP: Record<Relation, Relation> = { "=": "=", "<": ">", "<=": ">=", ">": "<", ">=": "<=" }

/** Splits "y < 2x + 1" (or "2x + 1 > y", or just "2x + 1") into the relation and the side in x. */
export function splitRelation(input: string): { relation: Relation; body: string } | { error: string } {
  for (const [re, relation] of RELATIONS) {
    const m = re.exec(input)
    if (!m) continue
    const left = input.slice(0, m.index).trim()
    const right = input.slice(m.index + m[0].length).trim()
    if (/^(y|f\s*\(\s*x\s*\))$/i.test(left)) return { relation, body: right }
    if (/^y$/i.test(right)) return { relation: FLIP[relation], body: left }
    return { error: "Write it as y = …, y < … or y ≥ … (a function of x)." }
  }
  return { relation: "=", body: input }
}

/** Compiles a graph line: a curve y = f(x) or an inequality, with free letters as slider parameters. */
export function compileGraph(input: string, mode: AngleMode): CompiledGraph {
  if (input.length > 500) return { ok: false, error: "That expression is too long." }
  const split = splitRelation(input)
  if ("error" in split) return { ok: false, error: split.error }
  if (split.body.trim() === "") return { ok: false, error: "Type a function of x." }
  try {
    const expr = parserFor(mode).parse(normalise(split.body))
    const free = expr.variables().filter((v) => v !== "x")
    const bad = free.find((v) => !/^[a-wzA-Z]$/.test(v))
    if (bad !== undefined) return { ok: false, error: friendlyError(`undefined variable: ${bad}`) }
    return {
      ok: true,
      relation: split.relation,
      params: free.sort(),
      fn: (x, params) => {
        try {
          const y = expr.evaluate({ ...params, x })
          return typeof y === "number" ? y : NaN
        } catch {
          return NaN
        }
      },
    }
  } catch (e) {
    return { ok: false, error: friendlyError(e instanceof Error ? e.message : String(e)) }
  }
}

/** Whether the point (x, y) is in the shaded region y (relation) f(x); the boundary counts only for ≤ and ≥. */
export function inRegion(relation: Relation, boundary: number, y: number): boolean {
  if (!Number.isFinite(boundary)) return false
  switch (relation) {
    case "<":
      return y < boundary
    case "<=":
      return y <= boundary
    case ">":
      return y > boundary
    case ">=":
      return y >= boundary
    case "=":
      return y === boundary
  }
}
