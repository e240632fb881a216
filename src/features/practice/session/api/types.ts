/**
 * The data shapes components use, re-exported so components never import
 * from src/lib/supabase (only api/ and hooks/ do).
 */
export { OPTION_LETTERS } from "@/lib/supabase/rpc/sessions"
export type { OptionLetter, Options, SessionQuestion, SessionRow } from "@/lib/supabase/rpc/sessions"
export type { ReviewedQuestion, SessionResult, TypeBreakdown } from "@/lib/supabase/rpc/session-result"
