import { beforeEach, describe, expect, it, vi } from "vitest"
import { redeemSetupCode, validateSetupCode } from "./access"
import { RATE_LIMIT_MESSAGE, RpcRefusal, SERVER_BUSY_MESSAGE } from "./errors"

// The client is stubbed here; supabase/tests covers the real functions end to end.
const rpc = vi.hoisted(() => vi.fn())
vi.mock("../client", () => ({ supabase: { rpc } }))

const reply = (data: unknown, error: unknown = null, status = error ? 400 : 200) => ({ data, error, status })

describe("validateSetupCode", () => {
  beforeEach(() => rpc.mockReset())

  it("returns the code id of a usable code", async () => {
    rpc.mockResolvedValue(reply({ valid: true, code_id: "c1", error: null }))
    await expect(validateSetupCode("DEMO2026")).resolves.toEqual({ valid: true, codeId: "c1" })
    expect(rpc).toHaveBeenCalledWith("validate_setup_code", { input_code: "DEMO2026" })
  })

  it("passes on the server's reason for an unusable code", async () => {
    rpc.mockResolvedValue(reply({ valid: false, code_id: null, error: "This setup code has expired." }))
    await expect(validateSetupCode("X")).resolves.toEqual({ valid: false, error: "This setup code has expired." })
  })

  it("turns HTTP 429 into a refusal with the limiter's message", async () => {
    rpc.mockResolvedValue(reply(null, { code: "PT429", message: "" }, 429))
    const e = await validateSetupCode("X").catch((x: unknown) => x)
    expect(e).toBeInstanceOf(RpcRefusal)
    expect((e as RpcRefusal).message).toBe(RATE_LIMIT_MESSAGE)
    expect((e as RpcRefusal).kind).toBe("rate-limited")
  })

  it("shows a statement timeout (503 / 57014) as 'The server is busy, try again'", async () => {
    rpc.mockResolvedValue(reply(null, { code: "57014", message: "canceling statement due to statement timeout" }, 500))
    const e = await validateSetupCode("X").catch((x: unknown) => x)
    expect(e).toBeInstanceOf(RpcRefusal)
    expect((e as RpcRefusal).message).toBe(SERVER_BUSY_MESSAGE)
    rpc.mockResolvedValue(reply(null, { code: "57014", message: "The server is busy, try again" }, 503))
    await expect(redeemSetupCode("X")).rejects.toThrow(SERVER_BUSY_MESSAGE)
  })

  it("throws other failures as they are (not a refusal)", async () => {
    const error = { code: "XX000", message: "boom" }
    rpc.mockResolvedValue(reply(null, error, 500))
    await expect(validateSetupCode("X")).rejects.toBe(error)
  })
})

describe("redeemSetupCode", () => {
  beforeEach(() => rpc.mockReset())

  it("resolves when the server says redeemed", async () => {
    rpc.mockResolvedValue(reply({ redeemed: true, code_id: "c1" }))
    await expect(redeemSetupCode("DEMO2026")).resolves.toBeUndefined()
    expect(rpc).toHaveBeenCalledWith("redeem_setup_code", { input_code: "DEMO2026" })
  })

  it.each([
    [
      "a raised refusal (P0001)",
      reply(null, { code: "P0001", message: "This setup code has expired." }),
      "This setup code has expired.",
    ],
    [
      "a refusal as data",
      reply({ redeemed: false, error: "Too many attempts, try again in a minute" }),
      "Too many attempts, try again in a minute",
    ],
    ["a refusal as data without a reason", reply({ redeemed: false }), "Invalid setup code"],
    [
      "HTTP 429",
      reply(null, { code: "PT429", message: "Too many attempts, try again in a minute" }, 429),
      "Too many attempts, try again in a minute",
    ],
  ])("turns %s into RpcRefusal with the server's message", async (_label, answer, message) => {
    rpc.mockResolvedValue(answer)
    const e = await redeemSetupCode("X").catch((x: unknown) => x)
    expect(e).toBeInstanceOf(RpcRefusal)
    expect((e as Error).message).toBe(message)
  })

  it("throws service failures as they are", async () => {
    const error = { code: "08006", message: "connection lost" }
    rpc.mockResolvedValue(reply(null, error, 503))
    await expect(redeemSetupCode("X")).rejects.toBe(error)
  })
})
