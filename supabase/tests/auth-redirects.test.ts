import { describe, expect, it } from "vitest"
import { authConfigFromToml, readAuthConfig } from "../local/auth/config"
import { createRedirectPolicy, globToRegExp } from "../local/auth/redirects"
import { parseTomlTable } from "../local/auth/toml"
import { CHALLENGE, postGoogleForm } from "./auth-http"
import { stack, uniqueEmail } from "./helpers"

describe("allow-list globs (GoTrue's: `.` and `/` separate)", () => {
  it.each([
    ["http://localhost:5173/practice", "http://localhost:5173/practice", true],
    ["http://localhost:5173/practice", "http://localhost:5173/practice/x", false],
    ["http://localhost:5173/practice", "http://localhostX5173/practice", false],
    ["http://localhost:5173/*", "http://localhost:5173/practice", true],
    ["http://localhost:5173/*", "http://localhost:5173/practice/deep", false],
    ["http://localhost:5173/**", "http://localhost:5173/practice/deep?x=1", true],
    ["https://*.example.com/cb", "https://preview-1.example.com/cb", true],
    ["https://*.example.com/cb", "https://evil.com/x.example.com/cb", false],
    ["https://*.example.com/cb", "https://a.b.example.com/cb", false],
    ["https://**.example.com/cb", "https://a.b.example.com/cb", true],
    ["http://localhost:517?/practice", "http://localhost:5174/practice", true],
  ])("%s matches %s: %s", (pattern, url, expected) => {
    expect(globToRegExp(pattern).test(url)).toBe(expected)
  })
})

describe("redirect policy", () => {
  const policy = createRedirectPolicy({
    siteUrl: "http://localhost:5173",
    additionalRedirectUrls: ["http://127.0.0.1:4173/practice", "https://*.example.com/**"],
  })

  it.each([
    ["a page of the site URL's origin", "http://localhost:5173/anything?x=1", true],
    ["a listed URL", "http://127.0.0.1:4173/practice", true],
    ["a listed URL with a fragment", "http://127.0.0.1:4173/practice#top", true],
    ["a glob match", "https://app.example.com/practice", true],
    ["another localhost port", "http://localhost:9999/practice", false],
    ["another loopback port", "http://127.0.0.1:9999/practice", false],
    ["the site host over another scheme", "https://localhost:5173/", false],
    ["a foreign site", "https://evil.example/steal", false],
    ["userinfo posing as the site", "http://localhost:5173@evil.example/", false],
    ["a control character", "http://localhost:5173/\tpractice", false],
    ["a leading space", " http://localhost:5173/practice", false],
    ["not a URL", "practice", false],
    ["nothing", "", false],
  ])("%s: %s -> %s", (_, url, allowed) => {
    expect(policy.isAllowed(url)).toBe(allowed)
    expect(policy.resolve(url)).toBe(allowed ? url : "http://localhost:5173")
  })

  it("falls back to the site URL when no redirect is asked for", () => {
    expect(policy.resolve(null)).toBe("http://localhost:5173")
  })
})

describe("config.toml's [auth] table", () => {
  it("parses the TOML the file uses and skips other tables", () => {
    const toml = [
      "[db]",
      "paths = [",
      "  [1, 2],  # a nested array that is not a header",
      "]",
      "[auth]",
      'site_url = "http://x.test" # comment',
      "additional_redirect_urls = [",
      '  "http://a.test/\\u0041", # escaped',
      "  'http://b.test/*',",
      "]",
      "refresh_token_reuse_interval = 1_0",
      "enabled = true",
      "ratio = 0.5",
      "[auth.email]",
      "site_url = 'ignored'",
    ].join("\n")
    expect(parseTomlTable(toml, "auth")).toEqual({
      site_url: "http://x.test",
      additional_redirect_urls: ["http://a.test/A", "http://b.test/*"],
      refresh_token_reuse_interval: 10,
      enabled: true,
      ratio: 0.5,
    })
  })

  it.each([
    ["an unterminated string", '[auth]\nx = "a', /line 2: .*unfinished string/],
    ["trailing text", '[auth]\nx = "a" "b"', /line 2: .*end-of-line/],
    ["a key given twice", "[auth]\nx = 1\nx = 2", /line 3: /],
  ])("names the line of %s", (_, toml, error) => {
    expect(() => parseTomlTable(toml, "auth")).toThrow(error)
  })

  it("reads a nested table and leaves sub-tables out of their parent", () => {
    const toml = "[auth]\nx = 1\n[auth.rate_limit]\ntoken_refresh = 150\n[auth.email]\ny = 2"
    expect(parseTomlTable(toml, "auth")).toEqual({ x: 1 })
    expect(parseTomlTable(toml, "auth.rate_limit")).toEqual({ token_refresh: 150 })
    expect(parseTomlTable(toml, "db.seed")).toEqual({})
  })

  it("reads env() values from the environment, as the Supabase CLI does", () => {
    process.env.SATC_TEST_SITE = "https://site.test"
    expect(authConfigFromToml('[auth]\nsite_url = "env(SATC_TEST_SITE)"')).toEqual({
      siteUrl: "https://site.test",
      additionalRedirectUrls: [],
      refreshTokenReuseInterval: 10,
      // No [auth.rate_limit] table: Supabase's defaults.
      rateLimits: { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 },
    })
    delete process.env.SATC_TEST_SITE
    expect(() => authConfigFromToml('[auth]\nsite_url = "env(SATC_TEST_SITE)"')).toThrow(/site_url is required/)
  })

  it("lists every origin the SPA signs in from (dev 5173 and e2e 4173, localhost and 127.0.0.1)", () => {
    const policy = createRedirectPolicy(readAuthConfig())
    for (const origin of ["localhost:5173", "127.0.0.1:5173", "localhost:4173", "127.0.0.1:4173"])
      expect(policy.isAllowed(`http://${origin}/practice`)).toBe(true)
  })
})

describe("the auth service redirects only to allowed URLs", () => {
  const pageFor = async (redirectTo: string) => {
    const url = new URL(`${stack().url}/auth/v1/authorize`)
    url.search = new URLSearchParams({
      provider: "google",
      redirect_to: redirectTo,
      code_challenge: CHALLENGE,
      code_challenge_method: "s256",
    }).toString()
    const res = await fetch(url)
    expect(res.status).toBe(200)
    return /name="redirect_to" value="([^"]*)"/.exec(await res.text())![1]!.replace(/&amp;/g, "&")
  }

  it.each(["https://evil.example/steal", "http://localhost:9999/practice", "http://127.0.0.1:1/practice"])(
    "sends a sign-in asked to return to %s back to the site URL instead",
    async (foreign) => {
      expect(await pageFor(foreign)).toBe("http://localhost:5173")
      // Posting the foreign target straight to the form does not help either.
      const back = await postGoogleForm({ email: uniqueEmail("redir"), redirect_to: foreign })
      expect(back.status).toBe(303)
      const location = new URL(back.location!)
      expect(location.origin).toBe("http://localhost:5173")
      expect(location.searchParams.get("code")).toBeTruthy()
    },
  )

  it.each(["http://127.0.0.1:4173/practice", "http://localhost:4173/practice", "http://127.0.0.1:5173/practice"])(
    "returns to the SPA at %s with the code",
    async (target) => {
      expect(await pageFor(target)).toBe(target)
      const back = await postGoogleForm({ email: uniqueEmail("redir"), redirect_to: target })
      expect(back.status).toBe(303)
      expect(back.location).toMatch(new RegExp(`^${target.replace(/[.]/g, "\\.")}\\?code=`))
    },
  )
})
