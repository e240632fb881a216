import { readJson } from "../body"
import type { Handler } from "../context"
import { errors } from "../errors"
import { stringField, validateEmail, validateMetadata, validateNewPassword } from "../validate"

/** POST /admin/users (service role only): creates a confirmed e-mail user. */
export const adminCreateUser: Handler = async ({ req }, auth) => {
  await auth.requireServiceRole(req)
  const body = await readJson(req)
  const email = validateEmail(stringField(body, "email"))
  const password = validateNewPassword(stringField(body, "password"))
  const userMetadata = validateMetadata(body.user_metadata, "user_metadata")
  const user = await auth.users.create({ email, password, provider: "email", userMetadata })
  if (!user) throw errors.emailExists()
  return user
}
