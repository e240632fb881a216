import type { PostgrestError } from "@supabase/supabase-js"
import { supabase } from "../client"

/**
 * supabase.rpc without the generated argument types, for RPCs whose new
 * parameters (p_client_seq, p_flagged, p_eliminated, pause/resume) land
 * with a migration another branch is writing. Once `npm run db:types` has
 * them, callers switch back to `supabase.rpc` and this file goes.
 */
type LooseRpc = (
  fn: string,
  args: Record<string, unknown>,
) => PromiseLike<{ data: unknown; error: PostgrestError | null; status: number }>

export const loose = { rpc: ((fn, args) => supabase.rpc(fn as never, args as never)) as LooseRpc }
