const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/**
 * The local stand-in for Google's account chooser. It is labelled as such so
 * nobody mistakes it for the real thing; the form posts back to the auth
 * service with the PKCE parameters it was opened with.
 */
export function googlePage(params: URLSearchParams, error?: string) {
  const hidden = ["redirect_to", "code_challenge", "code_challenge_method", "flow"]
    .map((k) => `<input type="hidden" name="${k}" value="${esc(params.get(k) ?? "")}">`)
    .join("")
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Google sign-in (development stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #202124; }
  main { background: #fff; border-radius: 12px; padding: 32px; width: min(400px, calc(100vw - 32px)); box-sizing: border-box; box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { color: #5f6368; font-size: 14px; line-height: 1.5; }
  .badge { display: inline-block; background: #fef7e0; color: #7a5200; border-radius: 4px; padding: 2px 8px; font-size: 12px; font-weight: 600; }
  label { display: block; font-size: 14px; font-weight: 600; margin: 16px 0 4px; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 16px; border: 1px solid #8a8d91; border-radius: 6px; }
  button { margin-top: 20px; width: 100%; padding: 10px; font-size: 16px; background: #1a56c4; color: #fff; border: 0; border-radius: 6px; cursor: pointer; }
  .error { color: #b3261e; font-size: 14px; }
</style>
</head>
<body>
<main>
  <span class="badge">Development only</span>
  <h1>Local Google sign-in</h1>
  <p>This page stands in for Google on the local SAT Cookie stack. Type any e-mail address to sign in as that student; no password and no network are involved.</p>
  ${error ? `<p class="error" role="alert">${esc(error)}</p>` : ""}
  <form method="post" action="/auth/v1/authorize/google">
    ${hidden}
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="email" autofocus placeholder="student@example.com">
    <label for="name">Full name (optional)</label>
    <input id="name" name="name" type="text" autocomplete="name">
    <button type="submit">Continue</button>
  </form>
</main>
</body>
</html>`
}
