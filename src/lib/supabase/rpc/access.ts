import { supabase } from "../client"
import { parseResult } from "./contract"
import { isRateLimited, isServerBusy, RATE_LIMIT_MESSAGE, RpcRefusal, SERVER_BUSY_MESSAGE } from "./errors"
import { redeemReplySchema, validateReplySchema } from "./schemas/access"

export type CodeCheck = { valid: true; codeId: string } | { valid: false; error: string | null }

/**
 * Before sign-in: is this code usable? An unusable code is an answer, not a
 * failure ({ valid: false, error }); a refused call (rate limit) throws
 * RpcRefusal, and any other failure throws the client's error.
 */
export async function validateSetupCode(code: string): Promise<CodeCheck> {
  const { data, error, status } = await supabase.rpc("validate_setup_code", { input_code: code })
  if (error) {
    if (isRateLimited(error, status)) throw new RpcRefusal(error.message || RATE_LIMIT_MESSAGE, "rate-limited")
    if (isServerBusy(error)) throw new RpcRefusal(SERVER_BUSY_MESSAGE)
    throw error
  }
  const reply = parseResult(validateReplySchema, data, "The setup code check")
  return reply.valid && reply.code_id
    ? { valid: true, codeId: reply.code_id }
    : { valid: false, error: reply.error ?? null }
}

/**
 * After sign-in: binds the student to the code. The server refuses an
 * unusable code either by raising (P0001/P0002, message for the student) or,
 * under the rate limiter, by answering { redeemed: false, error } or HTTP
 * 429; every refusal becomes RpcRefusal with the server's message.
 */
export async function redeemSetupCode(code: string): Promise<void> {
  const { data, error, status } = await supabase.rpc("redeem_setup_code", { input_code: code })
  if (error) {
    if (isRateLimited(error, status)) throw new RpcRefusal(error.message || RATE_LIMIT_MESSAGE, "rate-limited")
    if (isServerBusy(error)) throw new RpcRefusal(SERVER_BUSY_MESSAGE)
    if (error.code === "P0001" || error.code === "P0002" || error.code === "22023") throw new RpcRefusal(error.message)
    throw error
  }
  const reply = parseResult(redeemReplySchema, data, "The setup code redemption")
  if (reply.redeemed !== true) throw new RpcRefusal(reply.error || "Invalid setup code")
}

/** Whether this user has redeemed a code (their own entitlement row, readable under RLS). */
export async function hasEntitlement(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from("student_entitlements")
    .select("user_id")
    .eq("user_id", userId)
    .maybeSingle()
  if (error) throw error
  return data !== null
}
