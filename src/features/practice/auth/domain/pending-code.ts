/**
 * A validated code waits in localStorage while the browser is away at the
 * OAuth provider (the spec's keys), and is redeemed once after sign-in.
 */
export const PENDING_CODE_KEY = "pending_setup_code"
export const CODE_ID_KEY = "validated_code_id"

export type PendingCode = { code: string; codeId: string | null }

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">

export function savePendingCode(store: KeyValueStore, pending: PendingCode) {
  store.setItem(PENDING_CODE_KEY, pending.code)
  if (pending.codeId) store.setItem(CODE_ID_KEY, pending.codeId)
  else store.removeItem(CODE_ID_KEY)
}

export function readPendingCode(store: KeyValueStore): PendingCode | null {
  const code = store.getItem(PENDING_CODE_KEY)?.trim()
  return code ? { code, codeId: store.getItem(CODE_ID_KEY) } : null
}

export function clearPendingCode(store: KeyValueStore) {
  store.removeItem(PENDING_CODE_KEY)
  store.removeItem(CODE_ID_KEY)
}
