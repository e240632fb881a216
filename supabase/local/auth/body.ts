import type { IncomingMessage } from "node:http"
import { errors } from "./errors"
import { assertStorableStrings } from "./validate"

/** GoTrue's gateway accepts request bodies up to 1 MB; so do we. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length
 * over the limit is refused before a byte is read; a chunked body is refused
 * as soon as it crosses the limit, and nothing more is read from it.
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers["content-length"] ?? 0)
  if (declared > limit) throw stopReading(req, limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw stopReading(req, limit)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString("utf8")
}

function stopReading(req: IncomingMessage, limit: number) {
  // The 413 goes out with `Connection: close` (see the router), so the
  // socket is closed once it is written; until then, read nothing more.
  req.pause()
  return errors.tooLarge(limit)
}

/** A JSON object body; an empty body is `{}`, anything else is bad_json. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req)
  if (!raw) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw errors.badJson()
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw errors.badJson()
  assertStorableStrings(parsed)
  return parsed as Record<string, unknown>
}

/** A form body (the local Google page posts one). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const form = new URLSearchParams(await readBody(req))
  assertStorableStrings([...form.keys(), ...form.values()])
  return form
}
