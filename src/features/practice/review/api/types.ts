/** The data shapes review components use, so components never import src/lib/supabase. */
export type {
  BandStats,
  ReviewCheck,
  ReviewListItem,
  ReviewQuestion,
  ReviewStats,
  SectionStats,
  WeakTopic,
} from "@/lib/supabase/rpc/review"
