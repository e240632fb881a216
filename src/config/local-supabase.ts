/**
 * The local stand-in's default origin and its well-known development anon
 * key (the Supabase CLI's public demo key: never for production). Kept free
 * of `import.meta.env` so Node scripts can import it too.
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321"
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"
