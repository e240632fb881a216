import { describe, expect, it } from "vitest"
import { DataError, isNotFound, isTimeUp, isTransient, SERVER_BUSY_MESSAGE, unwrap } from "./errors"

describe("unwrap", () => {
  it("returns data", () => expect(unwrap({ data: [1], error: null, status: 200 })).toEqual([1]))
  it("throws the server's message with code and status", () => {
    const run = () => unwrap({ data: null, error: { message: "Test session not found.", code: "PT404" }, status: 404 })
    expect(run).toThrow(DataError)
    expect(run).toThrow("Test session not found.")
  })
  it.each([
    ["the local gateway's 503", { message: "The server is busy, try again", code: "57014" }, 503],
    ["hosted PostgREST's 500", { message: "canceling statement due to statement timeout", code: "57014" }, 500],
  ])("shows a statement timeout (%s) as a busy server, worth a retry", (_, error, status) => {
    let thrown: unknown
    try {
      unwrap({ data: null, error, status })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(DataError)
    expect((thrown as DataError).message).toBe(SERVER_BUSY_MESSAGE)
    expect(SERVER_BUSY_MESSAGE).toBe("The server is busy, try again")
    expect(isTransient(thrown)).toBe(true)
  })
})

describe("error kinds", () => {
  it.each([
    [new TypeError("Failed to fetch"), true],
    [new DataError("TypeError: Failed to fetch", "", 0), true],
    [new DataError("busy", "PT429", 429), true],
    [new DataError("boom", "XX000", 500), true],
    [new DataError("Choose one of the options A, B, C or D.", "22023", 400), false],
    [new DataError("Time is up for this test.", "P0001", 400), false],
  ])("isTransient(%s) = %s", (e, out) => expect(isTransient(e)).toBe(out))

  it.each([
    [new DataError("Time is up: the test ended at 10:00.", "P0001", 400), true],
    [new DataError("This test has already been submitted", "P0001", 400), false],
    [new Error("Time is up"), true],
  ])("isTimeUp(%s) = %s", (e, out) => expect(isTimeUp(e)).toBe(out))

  it.each([
    [new DataError("Test session not found.", "PT404", 404), true],
    [new DataError("Test session not found.", "P0002", 400), true],
    [new DataError("nope", "22023", 400), false],
  ])("isNotFound(%s) = %s", (e, out) => expect(isNotFound(e)).toBe(out))
})
