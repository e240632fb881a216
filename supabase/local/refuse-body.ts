import type { IncomingMessage, ServerResponse } from "node:http"

/** Hosted Supabase's gateway accepts request bodies up to 1 MB (auth and REST alike); so do we. */
export const MAX_BODY_BYTES = 1024 * 1024

/** How long a refused client may keep sending before its connection is cut. */
const LINGER_MS = 5000
/** What is read and discarded meanwhile; past it, reading pauses (TCP backpressure) instead. */
const LINGER_BYTES = 16 * 1024 * 1024

/** The request has a body that has not been read to its end. */
export function hasUnreadBody(req: IncomingMessage) {
  const declared = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
  return declared && !req.complete
}

/**
 * A request whose body was not read to the end (too large, or refused before
 * it was needed) is not drained: its response says `Connection: close`, and
 * the connection closes after it. Cutting it at once would reset it while the
 * client is still sending, and a reset makes the client's kernel drop a
 * response it has not read yet (the client then sees ECONNRESET and no
 * answer). So, as Go's net/http and nginx do, the write side closes first
 * (FIN, after the response), what still arrives is discarded for a moment
 * (up to 16 MB; then reading pauses, which stops a sender by backpressure
 * without a reset), and the socket is destroyed when the client closes it or
 * after 5 s, by which time the client has read the answer.
 * Call before writing the response.
 */
export function closeAfterResponse(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Connection", "close")
  const socket = req.socket
  // With `Connection: close`, Node's server calls destroySoon() once the
  // response is written, which destroys the socket with the body still
  // arriving: a reset, the very thing to avoid. Here it only half-closes; the
  // timer below (or the client's own close) ends the socket.
  socket.destroySoon = () => socket.end()
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  timer.unref()
  socket.once("close", () => clearTimeout(timer))
  res.once("finish", () => socket.end())
  let discarded = 0
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > LINGER_BYTES) req.pause()
  })
  req.resume()
}
