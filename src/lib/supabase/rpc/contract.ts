import * as v from "valibot"
import { OPTION_LETTERS } from "@/lib/vocabulary"

/**
 * Every RPC result is parsed with a valibot schema before the app uses it;
 * the TypeScript types derive from the same schemas, and the integration
 * tests parse real output with them, so SQL and client cannot drift apart
 * unnoticed.
 */

/** A result whose shape the app does not expect: a failure of the service, never half-rendered. */
export class ContractError extends Error {
  readonly issues: v.BaseIssue<unknown>[]
  constructor(what: string, issues: v.BaseIssue<unknown>[]) {
    const first = issues[0]
    const at = first ? v.getDotPath(first) : null
    super(`${what} has an unexpected shape${at ? ` (at ${at})` : ""}.`)
    this.name = "ContractError"
    this.issues = issues
  }
}

/** The schema's output for `data`, or a ContractError naming `what` and where it failed. */
export function parseResult<S extends v.GenericSchema>(schema: S, data: unknown, what: string): v.InferOutput<S> {
  const r = v.safeParse(schema, data)
  if (!r.success) throw new ContractError(what, r.issues)
  return r.output
}

/** A JSON number (not NaN or infinite). */
export const finiteNumber = v.pipe(v.number(), v.finite())

/** bigint and numeric columns arrive as JSON numbers or numeric strings; both become numbers. */
export const numeric = v.pipe(v.union([finiteNumber, v.pipe(v.string(), v.decimal())]), v.transform(Number))
/** A count that may be missing or null: 0. */
export const countOrZero = v.nullish(numeric, 0)
/** A figure that may be null (no data yet). */
export const numericOrNull = v.nullable(numeric)
/** A timestamp as PostgREST writes it (ISO 8601). */
export const timestamp = v.string()

/** A-D of a multiple-choice question. */
export const optionsSchema = v.object({
  [OPTION_LETTERS[0]]: v.string(),
  [OPTION_LETTERS[1]]: v.string(),
  [OPTION_LETTERS[2]]: v.string(),
  [OPTION_LETTERS[3]]: v.string(),
})

/** True when A and B are mutually assignable: a schema's output against the generated row type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Compiles only for `true`: a type-level assertion, nothing at runtime. */
export type Assert<T extends true> = T
