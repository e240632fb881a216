import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"
import type pg from "pg"
import { isPlausibleEmail } from "./validate"

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

/**
 * A hash to verify against when the e-mail is unknown or has no password
 * (a Google-only student), so a refusal costs one scrypt either way and its
 * timing does not tell whether the address is registered.
 */
const dummyHash = hashPassword(randomBytes(16).toString("base64"))

async function passwordMatches(password: string, stored: string | null) {
  const [kind, salt, key] = (stored ?? "").split("$")
  if (kind !== "scrypt" || !salt || !key) {
    await passwordMatches(password, await dummyHash)
    return false
  }
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

  /** Creates a user with an identity for `provider` ('email' or 'google'); null when the e-mail is taken. */
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
      // As GoTrue: an e-mail identity holds only the address; a provider's
      // identity holds its profile. `sub` and `email` come last so metadata
      // cannot overwrite them.
      const profile = input.provider === "email" ? {} : input.userMetadata
      await client.query(
        "insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, $4)",
        [providerId, user.id, { ...profile, sub: providerId, email, email_verified: true }, input.provider],
      )
      await client.query("commit")
      return this.toUser(user)
    } catch (e) {
      await client.query("rollback")
      // Two sign-ups racing for one address: the loser is told it is taken.
      if ((e as { code?: string }).code === "23505") return null
      throw e
    } finally {
      client.release()
    }
  }

  /** The user with this e-mail and password, or null; as slow for an unknown e-mail as for a wrong password. */
  async checkPassword(email: string, password: string) {
    const row = isPlausibleEmail(email) ? await this.byEmail(email) : null
    const matches = await passwordMatches(password, row?.encrypted_password ?? null)
    return row && matches ? this.toUser(row) : null
  }

  async touchSignIn(userId: string) {
    await this.db.query("update auth.users set last_sign_in_at = now() where id = $1", [userId])
  }
}
