export type University = {
  name: string
  /** Letters on the emblem of our own wordmark (no trademarked logos). */
  monogram: string
  /** Emblem fill; dark enough for white letters at 4.5:1. */
  color: string
}

/** The 22 names of the data set, in the order of the spec. */
export const universities: readonly University[] = [
  { name: "University of Texas at Austin", monogram: "UT", color: "#9a4a12" },
  { name: "NYU", monogram: "NYU", color: "#57068c" },
  { name: "USC", monogram: "SC", color: "#990000" },
  { name: "UCLA", monogram: "UC", color: "#1d5b8f" },
  { name: "University of Virginia", monogram: "UVA", color: "#232d4b" },
  { name: "UC Irvine", monogram: "UCI", color: "#0f4d8a" },
  { name: "Princeton University", monogram: "P", color: "#b34a00" },
  { name: "Purdue University", monogram: "PU", color: "#6b5a2e" },
  { name: "UNC Chapel Hill", monogram: "NC", color: "#13294b" },
  { name: "University of Wisconsin", monogram: "W", color: "#a50d16" },
  { name: "University of Toronto", monogram: "UT", color: "#1e3765" },
  { name: "Boston University", monogram: "BU", color: "#b8101f" },
  { name: "University of Illinois", monogram: "I", color: "#13294b" },
  { name: "UC San Diego", monogram: "UCSD", color: "#182b49" },
  { name: "University of Pennsylvania", monogram: "P", color: "#011f5b" },
  { name: "University of Notre Dame", monogram: "ND", color: "#0c2340" },
  { name: "Michigan State University", monogram: "S", color: "#18453b" },
  { name: "Georgia Tech", monogram: "GT", color: "#3f3a1c" },
  { name: "UC Santa Barbara", monogram: "UCSB", color: "#003660" },
  { name: "University of Maryland", monogram: "M", color: "#b0141e" },
  { name: "University of Michigan", monogram: "M", color: "#00274c" },
  { name: "Northwestern University", monogram: "N", color: "#4e2a84" },
]

/** Product decision: the strip shows 21 logos, the first 21 names. */
export const STRIP_SIZE = 21
export const stripUniversities = universities.slice(0, STRIP_SIZE)
