import { describe, expect, it } from "vitest"
import { DataError, retryTransient, reviewErrorKind } from "./errors"

describe("reviewErrorKind", () => {
  it.each([
    [new DataError("Question not found.", "PT404", 404), "not-found"],
    [new DataError("Question Not Found", "P0002", 400), "not-found"],
    [new DataError("This question opens for review after you submit…", "PT403", 403), "not-reviewable"],
    [new DataError("This question is in a test you have not submitted yet.", "42501", 400), "not-reviewable"],
    [new DataError("Too many attempts, try again in a minute", "PT429", 429), "rate-limited"],
    [new DataError("Choose or enter an answer first.", "22023", 400), "refused"],
    [new DataError("Bad gateway", "", 502), "failed"],
    [new DataError("Failed to fetch", "", 0), "failed"],
    [new Error("offline"), "failed"],
    ["weird", "failed"],
  ])("%s → %s", (error, kind) => expect(reviewErrorKind(error)).toBe(kind))
})

describe("retryTransient", () => {
  it.each([
    [0, new Error("offline"), true],
    [1, new DataError("Bad gateway", "", 502), true],
    [2, new Error("offline"), false],
    [0, new DataError("Question not found.", "PT404", 404), false],
    [0, new DataError("not yet", "PT403", 403), false],
    [0, new DataError("slow down", "PT429", 429), false],
    [0, new DataError("bad uuid", "22P02", 400), false],
  ])("attempt %i after %s → %s", (count, error, retry) => expect(retryTransient(count, error)).toBe(retry))
})
