import { createHash, randomBytes } from "node:crypto"
import { SignJWT, jwtVerify, type JWTPayload } from "jose"
import { jwtKey } from "../keys"
import type { AuthUser } from "./users"

export const ACCESS_TOKEN_TTL_S = 3600

export function randomToken(bytes = 24) {
  return randomBytes(bytes).toString("base64url")
}

/** An access token with the claims Supabase Auth puts in its JWTs. */
export async function signAccessToken(issuer: string, user: AuthUser, sessionId: string, method: string) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({
    aud: "authenticated",
    email: user.email,
    phone: "",
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: "authenticated",
    aal: "aal1",
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(jwtKey)
}

export async function verifyJwt(token: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, jwtKey, { algorithms: ["HS256"] })
  return payload
}

/** PKCE: the challenge stored at /authorize must match the verifier at /token. */
export function verifierMatches(verifier: string, challenge: string, method: "s256" | "plain") {
  if (method === "plain") return verifier === challenge
  return createHash("sha256").update(verifier).digest("base64url") === challenge
}
