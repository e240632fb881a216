import type { Handler } from "../context"

/** GET /user: the signed-in user. */
export const user: Handler = async ({ req }, auth) => (await auth.currentUser(req)).user
