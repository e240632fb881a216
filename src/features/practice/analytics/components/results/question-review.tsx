import * as Tabs from "@radix-ui/react-tabs"
import type { ReviewedQuestion } from "../../../session/api/types"
import { ReviewedQuestionCard } from "./reviewed-question"

export type ReviewTab = {
  value: string
  label: string
  questions: ReviewedQuestion[]
  /** Shown when the tab has no questions. */
  empty: string
}

/** 'Question review': tabs (with counts) over the reviewed questions, each with its key and explanation. */
export function QuestionReview({ tabs, listLabel }: { tabs: ReviewTab[]; listLabel: string }) {
  return (
    <section aria-labelledby="review-heading" className="mt-10">
      <h2 id="review-heading" className="mb-3 text-xl font-bold">
        Question review
      </h2>
      <Tabs.Root defaultValue={tabs[0]?.value}>
        <Tabs.List aria-label={listLabel} className="mb-4 flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-full border border-border px-4 py-1.5 text-sm font-semibold data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {tab.label} ({tab.questions.length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="grid gap-4">
            {tab.questions.length ? (
              tab.questions.map((q) => <ReviewedQuestionCard key={q.question_id} q={q} />)
            ) : (
              <p className="text-muted-foreground">{tab.empty}</p>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  )
}
