import { readJson } from "../body"
import type { Handler } from "../context"
import { errors } from "../errors"
import { stringField, validateEmail, validateMetadata, validateNewPassword } from "../validate"

/** POST /signup: e-mail and password, auto-confirmed, signed in at once. */
export const signup: Handler = async ({ req }, auth) => {
  const body = await readJson(req)
  const email = validateEmail(stringField(body, "email"))
  const password = validateNewPassword(stringField(body, "password"))
  const userMetadata = validateMetadata(body.data, "data")
  const user = await auth.users.create({ email, password, provider: "email", userMetadata })
  if (!user) throw errors.userAlreadyExists()
  return auth.newSession(user, "password")
}
