import type { Handler } from "../context"

export const health: Handler = () => ({
  version: "local",
  name: "GoTrue (SAT Cookie local stand-in)",
  description: "Local Supabase Auth stand-in",
})
