import { describe, expect, it } from "vitest"
import { checkSpr, sprValue } from "./spr"
import { SPR_INVALID_INPUTS, SPR_VALID_INPUTS } from "./spr-cases"

describe("checkSpr", () => {
  it.each(SPR_VALID_INPUTS)("accepts %j as %j", (input, value) => {
    expect(checkSpr(input)).toEqual({ ok: true, value })
  })

  it.each(SPR_INVALID_INPUTS)("rejects %j", (input, error) => {
    expect(checkSpr(input)).toEqual({ ok: false, error })
  })
})

describe("sprValue", () => {
  it.each([
    ["7/2", 3.5],
    ["-.25", -0.25],
    ["12", 12],
    ["-1/2", -0.5],
  ])("%s is %d", (s, v) => expect(sprValue(s)).toBe(v))
})
