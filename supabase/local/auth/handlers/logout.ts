import type { Handler } from "../context"

/** POST /logout?scope=global|local|others (global by default, as supabase-js). */
export const logout: Handler = async ({ req, res, url }, auth) => {
  const { user, sessionId } = await auth.currentUser(req)
  const scope = url.searchParams.get("scope")
  await auth.sessions.signOut(sessionId, user.id, scope === "local" || scope === "others" ? scope : "global")
  res.writeHead(204)
  res.end()
}
