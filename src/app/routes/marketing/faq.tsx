import { FaqList } from "@/features/marketing/components/faq/faq-list"
import { StillQuestions } from "@/features/marketing/components/faq/still-questions"
import { PageHero } from "@/features/marketing/components/shared/page-hero"
import { faqIntro, faqs } from "@/features/marketing/content/faq"
import { pageMeta } from "@/features/marketing/content/meta"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function FaqPage() {
  usePageMeta(pageMeta.faq)
  return (
    <main>
      <PageHero title={faqIntro.title} lead={faqIntro.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <FaqList items={faqs} />
        <StillQuestions />
      </div>
    </main>
  )
}
