import { describe, expect, it } from "vitest"
import { Constants } from "./supabase/database.types"
import {
  DIFFICULTY_TIERS,
  FULL_SAT_STATUSES,
  QUESTION_FORMATS,
  QUESTION_TYPES,
  SECTION_TYPES,
  SESSION_STATUSES,
  TEST_TYPES,
} from "./vocabulary"

// database.types.ts is generated from the migrated database (and a test keeps
// it fresh), so these hold the shared words equal to the SQL enums.
describe("vocabulary = the database's enums", () => {
  it.each([
    ["question_format", QUESTION_FORMATS],
    ["question_type", QUESTION_TYPES],
    ["section_type", SECTION_TYPES],
    ["test_type", TEST_TYPES],
    ["session_status", SESSION_STATUSES],
    ["full_sat_status", FULL_SAT_STATUSES],
    ["difficulty_tier", DIFFICULTY_TIERS],
  ] as const)("%s", (name, words) => {
    expect([...words]).toEqual([...Constants.public.Enums[name]])
  })
})
