import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"
import type pg from "pg"

const scrypt = promisify(scryptCb) as (p: string, s: Buffer, n: number) => Promise<Buffer>

export type AuthUser = {
  id: string
  aud: string
  role: string
  email: string
  email_confirmed_at: string | null
  phone: string
  confirmed_at: string | null
  last_sign_in_at: string | null
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  identities: Array<Record<string, unknown>>
  created_at: string
  updated_at: string
  is_anonymous: boolean
}

type Row = {
  id: string
  aud: string
  role: string
  email: string
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
  encrypted_password: string | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export async function hashPassword(password: string) {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, 32)
  return `scrypt$${salt.toString("base64")}$${key.toString("base64")}`
}

async function passwordMatches(password: string, stored: string | null) {
  const [kind, salt, key] = (stored ?? "").split("$")
  if (kind !== "scrypt" || !salt || !key) return false
  const actual = await scrypt(password, Buffer.from(salt, "base64"), 32)
  return timingSafeEqual(actual, Buffer.from(key, "base64"))
}

/** Data access for auth.* tables; the service connects as the superuser. */
export class UserStore {
  constructor(private db: pg.Pool) {}

  private async toUser(row: Row): Promise<AuthUser> {
    const ids = await this.db.query(
      "select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at from auth.identities where user_id = $1 order by created_at",
      [row.id],
    )
    return {
      id: row.id,
      aud: row.aud,
      role: row.role,
      email: row.email,
      email_confirmed_at: iso(row.email_confirmed_at),
      phone: "",
      confirmed_at: iso(row.email_confirmed_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      app_metadata: row.raw_app_meta_data,
      user_metadata: row.raw_user_meta_data,
      identities: ids.rows.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        email: i.email,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
      })),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      is_anonymous: false,
    }
  }

  async byId(id: string) {
    const r = await this.db.query<Row>("select * from auth.users where id = $1", [id])
    return r.rows[0] ? this.toUser(r.rows[0]) : null
  }

  async byEmail(email: string) {
    const r = await this.db.query<Row>("select * from auth.users where email = $1", [email.toLowerCase()])
    return r.rows[0] ?? null
  }

  /** Creates a user with an identity for `provider` ('email' or 'google'). */
  async create(input: {
    email: string
    password?: string
    provider: "email" | "google"
    userMetadata?: Record<string, unknown>
  }) {
    const email = input.email.toLowerCase()
    const encrypted = input.password ? await hashPassword(input.password) : null
    const client = await this.db.connect()
    try {
      await client.query("begin")
      const appMeta = { provider: input.provider, providers: [input.provider] }
      const r = await client.query<Row>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), $3, $4) returning *`,
        [email, encrypted, appMeta, input.userMetadata ?? {}],
      )
      const user = r.rows[0]!
      const providerId = input.provider === "email" ? user.id : `google-${user.id}`
      await client.query(
        "insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, $4)",
        [providerId, user.id, { sub: providerId, email, email_verified: true, ...input.userMetadata }, input.provider],
      )
      await client.query("commit")
      return this.toUser(user)
    } catch (e) {
      await client.query("rollback")
      throw e
    } finally {
      client.release()
    }
  }

  async checkPassword(email: string, password: string) {
    const row = await this.byEmail(email)
    if (!row || !(await passwordMatches(password, row.encrypted_password))) return null
    return this.toUser(row)
  }

  async touchSignIn(userId: string) {
    await this.db.query("update auth.users set last_sign_in_at = now() where id = $1", [userId])
  }
}
