import { clsx } from "clsx"
import { Link } from "react-router-dom"
import { querySettled, useReportSettled } from "@/components/ui/load-together"
import { buttonVariants } from "@/components/ui/button"
import { TargetIcon } from "@/components/ui/icons"
import { useScorePrediction } from "../api/prediction"
import {
  narrowingHint,
  PREDICTION_SECTION_NAMES,
  PREDICTION_SECTIONS,
  predictionBasis,
  predictionEmptyText,
  predictionRuleText,
  type PredictionShape,
} from "../domain/prediction"
import { bandText } from "../domain/score-scale"

/** The predictor as the dashboard and history show it; `timeZone` only for tests. */
export function PredictionView({ prediction: p, timeZone }: { prediction: PredictionShape; timeZone?: string }) {
  const total = p.enough ? p.total : null
  return (
    <section aria-labelledby="prediction-heading" className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <TargetIcon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 id="prediction-heading" className="text-lg font-bold">
            Predicted SAT score{total ? ":" : ""}
            {total ? (
              <>
                {" "}
                <span className="text-2xl">{total.score}</span>{" "}
                <span className="font-semibold whitespace-nowrap text-muted-foreground">({bandText(total)})</span>
              </>
            ) : null}
          </h2>
          {total ? (
            <>
              <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Predicted section scores">
                {PREDICTION_SECTIONS.map((s) => {
                  const sec = p.sections[s]
                  return (
                    <li key={s}>
                      <span className="text-muted-foreground">{PREDICTION_SECTION_NAMES[s]}</span>{" "}
                      <span className="font-semibold">{sec.score}</span>{" "}
                      <span className="whitespace-nowrap text-muted-foreground">
                        ({bandText({ score: sec.score ?? null, low: sec.low ?? null, high: sec.high ?? null })})
                      </span>
                    </li>
                  )
                })}
              </ul>
              <p className="mt-3 text-sm">{predictionBasis(p, timeZone)}</p>
              <p className="text-sm text-muted-foreground">{narrowingHint(p)}</p>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm">{predictionEmptyText(p)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{predictionRuleText(p)}</p>
              <Link to="/practice/full-sat" className={clsx(buttonVariants({ size: "sm" }), "mt-3")}>
                Take a full SAT
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  )
}

/** Loads the signed-in student's prediction; shows nothing while loading or when it cannot be loaded (a bonus, not a page). */
export function PredictionCard({ userId }: { userId: string }) {
  const prediction = useScorePrediction(userId)
  // The dashboard and history show their cards together once this one has answered (or failed).
  useReportSettled("prediction", querySettled(prediction))
  if (!prediction.data) return null
  return <PredictionView prediction={prediction.data} />
}
