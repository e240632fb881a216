import { parseArgs, type ParseArgsConfig } from "node:util"

type Options = NonNullable<ParseArgsConfig["options"]>

/**
 * The command line of a script, read by `node:util`'s parseArgs. Unknown
 * options and missing values stop the script with the message and exit 2,
 * as a CLI should, instead of being ignored.
 */
export function cliArgs<O extends Options>(options: O) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false }).values
  } catch (e) {
    console.error((e as Error).message)
    process.exit(2)
  }
}

/** A whole-number option at least `min`, or `fallback` when it is absent. */
export function intArg(
  raw: string | undefined,
  name: string,
  fallback: number,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
    process.exit(2)
  }
  return n
}
