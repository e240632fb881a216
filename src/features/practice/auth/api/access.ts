// The auth calls the practice UI makes, behind the feature's data folder:
// components and routes never import src/lib/supabase themselves.
export { signInWithGoogle, signOut } from "@/lib/supabase/auth"
