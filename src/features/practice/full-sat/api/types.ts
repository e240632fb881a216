/** The data shapes full-SAT components use, so components never import from src/lib/supabase. */
export type {
  FullSatModule,
  FullSatSession,
  FullSatState,
  ModuleCompletion,
  ModuleStatus,
} from "@/lib/supabase/rpc/full-sat"
export type { PracticeTest, TestModuleInfo } from "@/lib/supabase/rpc/practice-tests"
