import * as v from "valibot"

/** Result schema of get_section_answers (no client here: the integration tests import it too). */

/** One graded answer of a submitted test in the section, oldest first. */
export const sectionAnswerSchema = v.object({ topic: v.string(), is_correct: v.boolean() })
