import { describe, expect, it } from "vitest"
import { authFetch } from "./auth-http"
import { signedInStudent, withDb } from "./helpers"

async function refresh(token: string) {
  const res = await authFetch("/token?grant_type=refresh_token", { json: { refresh_token: token } })
  const body = await res.json()
  if (res.status !== 200) throw Object.assign(new Error(body.message), { code: body.code })
  return body as { refresh_token: string; access_token: string }
}

/** The refresh tokens of a session that can still be used: one, or the session has forked. */
const liveTokens = (token: string) =>
  withDb(async (db) => {
    const r = await db.query(
      `select token from auth.refresh_tokens
        where not revoked and session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [token],
    )
    return r.rows.map((row) => row.token as string)
  })

describe("a refresh token reused within the reuse interval", () => {
  it("gets the child already issued for it back, not a second live chain", async () => {
    const { session } = await signedInStudent("reuse")
    const first = await refresh(session.refresh_token)
    // The client lost the response and retries with the same token.
    const again = await refresh(session.refresh_token)
    expect(again.refresh_token).toBe(first.refresh_token)
    expect(await liveTokens(session.refresh_token)).toEqual([first.refresh_token])
    // The chain goes on from that one child.
    const next = await refresh(again.refresh_token)
    expect(await liveTokens(session.refresh_token)).toEqual([next.refresh_token])
  })

  it("gives two tabs refreshing at the same moment the same token", async () => {
    const { session } = await signedInStudent("race")
    const results = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)))
    const issued = new Set(results.map((r) => r.refresh_token))
    expect(issued.size).toBe(1)
    expect(await liveTokens(session.refresh_token)).toEqual([...issued])
  })

  it("hands a token two rotations old the session's current token", async () => {
    const { session } = await signedInStudent("grand")
    const child = await refresh(session.refresh_token)
    const grandchild = await refresh(child.refresh_token)
    const late = await refresh(session.refresh_token)
    expect(late.refresh_token).toBe(grandchild.refresh_token)
    expect(await liveTokens(session.refresh_token)).toEqual([grandchild.refresh_token])
  })

  it("does not extend its own window by being presented again", async () => {
    const { session } = await signedInStudent("window")
    await refresh(session.refresh_token)
    await withDb((db) =>
      db.query("update auth.refresh_tokens set updated_at = now() - interval '9 seconds' where token = $1", [
        session.refresh_token,
      ]),
    )
    await refresh(session.refresh_token)
    await withDb((db) =>
      db.query("update auth.refresh_tokens set updated_at = updated_at - interval '2 seconds' where token = $1", [
        session.refresh_token,
      ]),
    )
    await expect(refresh(session.refresh_token)).rejects.toMatchObject({ code: "refresh_token_already_used" })
  })
})
