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
  return input
    .replace(/π/g, " pi ")
    .replace(/√/g, " sqrt ")
    .replace(/[×·]/g, "*")
    .replace(/÷/g, "/")
    .replace(/[−–]/g, "-")
    .replace(/²/g, "^2")
    .replace(/(?<![A-Za-z_\d.])(\d+\.?\d*|\.\d+)(?=\s*[A-Za-z_(])(?!e[+-]?\d)/g, "$1*")
    .replace(/\)\s*(?=[A-Za-z_(\d.])/g, ")*")
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
  const body = input.replace(/^\s*(y|f\s*\(\s*x\s*\))\s*=/i, "")
  if (body.trim() === "") return { ok: false, error: "Type a function of x." }
  try {
    const expr = parserFor(mode).parse(normalise(body))
    const unknown = expr.variables().filter((v) => v !== "x")
    if (unknown.length > 0) return { ok: false, error: friendlyError(`undefined variable: ${unknown[0]}`) }
    return {
      ok: true,
      fn: (x: number) => {
        try {
          const y = expr.evaluate({ x })
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
