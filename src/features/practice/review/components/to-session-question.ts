import type { SessionQuestion } from "@/features/practice/session/api/types"
import type { ReviewQuestion } from "../api/types"

/** A review question in the shape the shared QuestionView renders (no session fields apply). */
export function toSessionQuestion(q: ReviewQuestion, position: number): SessionQuestion {
  return {
    position,
    question_id: q.id,
    section: q.section === "math" ? "math" : "reading_writing",
    question_type: q.section,
    format: q.format,
    domain: q.domain,
    topic: q.topic,
    difficulty_level: q.difficulty,
    passage: q.passage,
    question_text: q.text,
    options: q.options,
    user_answer: null,
    time_spent_seconds: 0,
    flagged: false,
    eliminated: "",
    client_seq: 0,
  }
}
