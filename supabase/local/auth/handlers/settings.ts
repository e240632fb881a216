import type { Handler } from "../context"

export const settings: Handler = () => ({
  external: { google: true, email: true },
  disable_signup: false,
  mailer_autoconfirm: true,
})
