/**
 * The table of student-produced-response cases. The unit test runs the input
 * cases through the client's checkSpr; the integration test runs the same
 * tables through SQL (spr_normalize, spr_matches), which grades, so the two
 * can never drift apart.
 */

/** [input, cleaned value or null for "no answer"] */
export const SPR_VALID_INPUTS: [string, string | null][] = [
  ["", null],
  ["  ", null],
  [" 7/2 ", "7/2"],
  ["3.5", "3.5"],
  [".5", ".5"],
  ["-12", "-12"],
  ["-.6666", "-.6666"],
  ["12345", "12345"],
  ["-12345", "-12345"],
]

/** [input, the message the student sees] */
export const SPR_INVALID_INPUTS: [string, string][] = [
  ["25%", "Enter the number without a percent sign (for 25% enter 25)."],
  ["$5", "Enter the number without a dollar sign."],
  ["1,500", "Do not use commas: enter 1500, not 1,500."],
  ["3 1/2", "Mixed numbers are not accepted: enter 3 1/2 as 7/2 or 3.5."],
  ["abc", "Enter a number, a decimal such as 1.5 or a fraction such as 1/2."],
  ["1/2/3", "Enter a number, a decimal such as 1.5 or a fraction such as 1/2."],
  ["1.2.3", "Enter a number, a decimal such as 1.5 or a fraction such as 1/2."],
  ["123456", "Your answer is too long: use at most 5 characters (6 with a minus sign)."],
  ["-123456", "Your answer is too long: use at most 5 characters (6 with a minus sign)."],
  ["3/0", "A fraction cannot have 0 as its denominator."],
]

/** [answer, accepted answer, graded correct?] by the official rules. */
export const SPR_MATCHES: [string, string, boolean][] = [
  // Exact value, any form that fits.
  ["7/2", "3.5", true],
  ["3.5", "7/2", true],
  ["3.50", "7/2", true],
  ["14/4", "7/2", true],
  ["12.0", "12", true],
  ["-1/2", "-.5", true],
  ["3.49", "7/2", false],
  // A repeating decimal truncated or rounded to fill the width.
  [".6666", "2/3", true],
  [".6667", "2/3", true],
  ["0.666", "2/3", true],
  ["0.667", "2/3", true],
  [".66", "2/3", false],
  [".67", "2/3", false],
  ["0.67", "2/3", false],
  [".6665", "2/3", false],
  ["-.6666", "-2/3", true],
  ["-.6667", "-2/3", true],
  ["-0.67", "-2/3", false],
  // Width-filling decimals of an exact value must still equal it.
  ["3.499", "3.5", false],
  ["1.333", "4/3", true],
  ["1.334", "4/3", false],
]
