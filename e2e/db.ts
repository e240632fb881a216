import { readFile } from "node:fs/promises"
import pg from "pg"
import { startLocalInfoFile } from "../supabase/local/cli/shared"

/**
 * A SQL handle on the stack `npm run start:local` started (it writes its DB
 * URL to startLocalInfoFile), so journeys can check what the screens show
 * against the database itself. Superuser: the journeys only read; fixtures.ts
 * dates a finished test back (completeSectionTest), saying why.
 */
export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const { dbUrl } = JSON.parse(await readFile(startLocalInfoFile, "utf8")) as { dbUrl: string }
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

/** The auth user id of a signed-in student's session. */
export function userIdOf(session: Record<string, unknown>): string {
  const id = (session.user as { id?: string } | undefined)?.id
  if (!id) throw new Error("The session has no user id")
  return id
}
