/** A JSON object (not null, not an array): the first step of every RPC result guard. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v)
