import type { ReviewListItem, ReviewQuestion, ReviewStats } from "../api/types"

/** Test data in the shapes the data module returns. */
export const listItem = (over: Partial<ReviewListItem> = {}): ReviewListItem => ({
  id: crypto.randomUUID(),
  section: "math",
  topic: "Linear equations",
  difficulty: 2,
  band: "easy",
  excerpt: "If 3x + 5 = 20, what is the value of x?",
  is_favorite: false,
  attempts: 0,
  correct: 0,
  due_at: null,
  ...over,
})

export const reviewQuestion = (over: Partial<ReviewQuestion> = {}): ReviewQuestion => ({
  id: "q1",
  section: "math",
  domain: "Algebra",
  topic: "Linear equations",
  difficulty: 2,
  band: "easy",
  format: "mcq",
  passage: null,
  text: "<p>If 3x + 5 = 20, what is the value of x?</p>",
  options: { A: "3", B: "5", C: "7", D: "15" },
  is_favorite: false,
  attempts: 0,
  correct: 0,
  card: null,
  ...over,
})

const band = (b: "easy" | "medium" | "hard", over = {}) => ({
  band: b,
  total_questions: 10,
  attempted_questions: 0,
  attempts: 0,
  correct: 0,
  accuracy: null,
  ...over,
})

export const reviewStats = (over: Partial<ReviewStats> = {}): ReviewStats => ({
  total_questions: 120,
  attempted_questions: 0,
  reviewed_today: 0,
  average_accuracy: null,
  favorites: 0,
  due_today: 0,
  by_difficulty: [band("easy"), band("medium"), band("hard")],
  by_section: [],
  weakest_topics: [],
  ...over,
})
