import * as v from "valibot"

/** Result schemas of the setup-code RPCs (no client here: the integration tests import them too). */

/** validate_setup_code: an unusable code is an answer ({ valid: false, error }), not a failure. */
export const validateReplySchema = v.object({
  valid: v.boolean(),
  code_id: v.optional(v.nullable(v.string()), null),
  error: v.optional(v.nullable(v.string()), null),
})

/** redeem_setup_code: { redeemed: false, error } when the limiter or the code refuses. */
export const redeemReplySchema = v.object({
  redeemed: v.boolean(),
  code_id: v.optional(v.nullable(v.string()), null),
  already_entitled: v.optional(v.boolean()),
  error: v.optional(v.nullable(v.string()), null),
})

export type ValidateReply = v.InferOutput<typeof validateReplySchema>
export type RedeemReply = v.InferOutput<typeof redeemReplySchema>
