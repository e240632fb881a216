import * as v from "valibot"
import type { Database } from "../database.types"
import { finiteNumber } from "./contract"
import { redeemReplySchema, validateReplySchema } from "./schemas/access"
import { sectionAnswerSchema } from "./schemas/analytics"
import { practiceTestSchema } from "./schemas/catalogue"
import { fullSatStateSchema, moduleCompletionSchema } from "./schemas/full-sat"
import { testHistorySchema } from "./schemas/history"
import { fullSatResultSchema, sessionResultSchema } from "./schemas/results"
import { scorePredictionSchema } from "./schemas/prediction"
import {
  dueCardSchema,
  rateResultSchema,
  reviewCheckSchema,
  reviewListItemSchema,
  reviewQuestionSchema,
  reviewStatsSchema,
} from "./schemas/review"
import { attemptPausesSchema, savedAnswerSchema, sessionQuestionSchema, sessionRowSchema } from "./schemas/sessions"

type RpcName = keyof Database["public"]["Functions"]

/**
 * The result schema of each RPC the app calls, by function name. The data
 * modules parse with these; the integration tests' `rpc()` helper parses
 * every successful call of a listed function with the same schema, so a
 * drift between SQL and the client fails there, not only in e2e.
 * (Not imported by the app: it would pull every schema into one chunk.)
 */
export const rpcResultSchemas: Partial<Record<RpcName, v.GenericSchema>> = {
  // Catalogue and access
  list_practice_tests: v.array(practiceTestSchema),
  validate_setup_code: validateReplySchema,
  redeem_setup_code: redeemReplySchema,
  // Section-test sessions
  start_test_session: sessionRowSchema,
  get_session: sessionRowSchema,
  pause_session: sessionRowSchema,
  resume_session: sessionRowSchema,
  list_test_sessions: v.array(sessionRowSchema),
  get_session_questions: v.array(sessionQuestionSchema),
  save_answer: savedAnswerSchema,
  // The app ignores save_progress's row; the contract still holds it to the session row.
  save_progress: sessionRowSchema,
  save_and_exit: sessionRowSchema,
  resume_saved_session: sessionRowSchema,
  get_attempt_pauses: v.array(attemptPausesSchema),
  start_practice_set: sessionRowSchema,
  // Results and history
  get_session_result: sessionResultSchema,
  submit_session: sessionResultSchema,
  get_full_sat_result: fullSatResultSchema,
  get_test_history: testHistorySchema,
  get_section_answers: v.array(sectionAnswerSchema),
  // The full SAT
  start_full_sat: fullSatStateSchema,
  get_full_sat_state: fullSatStateSchema,
  start_module: sessionRowSchema,
  complete_module: moduleCompletionSchema,
  start_break: fullSatStateSchema,
  end_break: fullSatStateSchema,
  // Review
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
