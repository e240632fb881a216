import * as v from "valibot"
import type { Database } from "../database.types"
import { finiteNumber } from "./contract"
import { practiceTestSchema } from "./schemas/catalogue"
import { scorePredictionSchema } from "./schemas/prediction"
import {
  dueCardSchema,
  rateResultSchema,
  reviewCheckSchema,
  reviewListItemSchema,
  reviewQuestionSchema,
  reviewStatsSchema,
} from "./schemas/review"

type RpcName = keyof Database["public"]["Functions"]

/**
 * The result schema of each RPC the app parses, by function name. The data
 * modules parse with these; the integration tests' `rpc()` helper parses
 * every successful call of a listed function with the same schema, so a
 * drift between SQL and the client fails there, not only in e2e.
 */
export const rpcResultSchemas: Partial<Record<RpcName, v.GenericSchema>> = {
  list_practice_tests: v.array(practiceTestSchema),
  list_review_questions: v.array(reviewListItemSchema),
  get_review_question: reviewQuestionSchema,
  get_review_stats: reviewStatsSchema,
  check_review_answer: reviewCheckSchema,
  toggle_favorite: v.boolean(),
  list_due_cards: v.array(dueCardSchema),
  get_due_count: finiteNumber,
  rate_review_card: rateResultSchema,
  get_score_prediction: scorePredictionSchema,
}
