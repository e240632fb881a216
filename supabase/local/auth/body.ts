import type { IncomingMessage } from "node:http"
import { MAX_BODY_BYTES } from "../refuse-body"
import { errors } from "./errors"
import { assertJsonDepth, assertStorableStrings } from "./validate"

export { MAX_BODY_BYTES }

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length
 * over the limit is refused before a byte is read; a chunked body is refused
 * as soon as it crosses the limit, and nothing more is kept: the stream is
 * paused, not destroyed, so the 413 can still be written, and the router
 * then closes the connection (see closeAfterResponse).
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = (error: Error | null) => {
      req.off("data", onData).off("end", onEnd).off("error", stop).off("close", onClose)
      if (error) {
        req.pause()
        reject(error)
      } else resolve(Buffer.concat(chunks).toString("utf8"))
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) stop(errors.tooLarge(limit))
      else chunks.push(chunk)
    }
    const onEnd = () => stop(null)
    // The client went away mid-body: there is nobody to answer, but settle.
    const onClose = () => stop(new Error("request closed before its body ended"))
    if (Number(req.headers["content-length"] ?? 0) > limit) return stop(errors.tooLarge(limit))
    req.on("data", onData).on("end", onEnd).on("error", stop).on("close", onClose)
  })
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
  assertJsonDepth(parsed)
  assertStorableStrings(parsed)
  return parsed as Record<string, unknown>
}

/** A form body (the local Google page posts one). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const form = new URLSearchParams(await readBody(req))
  assertStorableStrings([...form.keys(), ...form.values()])
  return form
}
