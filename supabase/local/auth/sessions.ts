import type pg from "pg"
import { errors } from "./errors"
import { randomToken } from "./tokens"

/** How long a session may be refreshed after its last refresh. */
export const SESSION_INACTIVITY_S = 7 * 24 * 3600
/** Seconds a PKCE auth code stays valid. */
const FLOW_STATE_TTL_S = 300

export class SessionStore {
  constructor(
    private db: pg.Pool,
    /** Seconds in which a just-rotated token may be presented again (config.toml's refresh_token_reuse_interval). */
    private reuseIntervalS = 10,
  ) {}

  async create(userId: string) {
    const s = await this.db.query<{ id: string }>("insert into auth.sessions (user_id) values ($1) returning id", [
      userId,
    ])
    const sessionId = s.rows[0]!.id
    const token = randomToken()
    await this.db.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
      token,
      userId,
      sessionId,
    ])
    return { sessionId, refreshToken: token }
  }

  async exists(sessionId: string) {
    const r = await this.db.query("select 1 from auth.sessions where id = $1", [sessionId])
    return r.rowCount === 1
  }

  /**
   * Rotates a refresh token: the presented token is revoked and a child token
   * issued in the same session. A revoked token presented again within the
   * reuse interval (two tabs refreshing at once, a response lost on the way)
   * gets the session's current token back instead of a second child, so a
   * session never forks into two live chains. Presented after the interval,
   * it ends the whole session, as Supabase Auth does with reuse detection.
   */
  async rotate(token: string) {
    const client = await this.db.connect()
    try {
      await client.query("begin")
      const r = await client.query<{
        id: string
        user_id: string
        session_id: string
        revoked: boolean
        age_s: number
        idle_s: number
      }>(
        `select t.id, t.user_id, t.session_id, t.revoked,
                extract(epoch from now() - t.updated_at)::float8 as age_s,
                extract(epoch from now() - s.updated_at)::float8 as idle_s
           from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
          where t.token = $1 for update of t`,
        [token],
      )
      const row = r.rows[0]
      if (!row) throw errors.refreshNotFound()
      const endSession = async (error: Error) => {
        await client.query("delete from auth.sessions where id = $1", [row.session_id])
        await client.query("commit")
        throw error
      }
      if (row.idle_s > SESSION_INACTIVITY_S) return await endSession(errors.sessionExpired())
      let next: string
      if (row.revoked) {
        if (row.age_s > this.reuseIntervalS) return await endSession(errors.refreshReused())
        const active = await client.query<{ token: string }>(
          "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
          [row.session_id],
        )
        if (!active.rows[0]) return await endSession(errors.refreshReused())
        next = active.rows[0].token
      } else {
        next = randomToken()
        await client.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id])
        await client.query(
          "insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)",
          [next, row.user_id, row.session_id, token],
        )
      }
      await client.query("update auth.sessions set updated_at = now() where id = $1", [row.session_id])
      await client.query("commit")
      return { userId: row.user_id, sessionId: row.session_id, refreshToken: next }
    } catch (e) {
      await client.query("rollback").catch(() => {})
      throw e
    } finally {
      client.release()
    }
  }

  async signOut(sessionId: string, userId: string, scope: "global" | "local" | "others") {
    if (scope === "local") await this.db.query("delete from auth.sessions where id = $1", [sessionId])
    else if (scope === "others")
      await this.db.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId])
    else await this.db.query("delete from auth.sessions where user_id = $1", [userId])
  }

  async createFlowState(userId: string, challenge: string, method: "s256" | "plain", provider: string) {
    const code = randomToken(16)
    await this.db.query(
      "insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, provider_type) values ($1, $2, $3, $4, $5)",
      [userId, code, challenge, method, provider],
    )
    return code
  }

  /** Consumes an auth code: it is deleted whatever the outcome, so it works once. */
  async takeFlowState(code: string) {
    const r = await this.db.query<{
      user_id: string
      code_challenge: string
      code_challenge_method: "s256" | "plain"
      provider_type: string
      age_s: number
    }>(
      `delete from auth.flow_state where auth_code = $1
       returning user_id, code_challenge, code_challenge_method, provider_type,
                 extract(epoch from now() - created_at)::float8 as age_s`,
      [code],
    )
    const row = r.rows[0]
    if (!row) throw errors.flowStateNotFound()
    if (row.age_s > FLOW_STATE_TTL_S) throw errors.flowStateExpired()
    return row
  }
}
