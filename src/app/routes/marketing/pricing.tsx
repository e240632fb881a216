import { TooltipProvider } from "@/components/ui/tooltip"
import { ComparisonTable } from "@/features/marketing/components/pricing/comparison-table"
import { CompletePackage } from "@/features/marketing/components/pricing/complete-package"
import { PlanCard } from "@/features/marketing/components/pricing/plan-card"
import { PageHero } from "@/features/marketing/components/shared/page-hero"
import { pageMeta } from "@/features/marketing/content/meta"
import { plans, pricingIntro } from "@/features/marketing/content/pricing"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function PricingPage() {
  usePageMeta(pageMeta.pricing)
  return (
    <main>
      <PageHero title={pricingIntro.title} lead={pricingIntro.subtitle} />
      <TooltipProvider>
        <div className="mx-auto grid max-w-4xl gap-8 px-4 pt-4 sm:px-6 md:grid-cols-2 md:gap-6">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </TooltipProvider>
      <CompletePackage />
      <ComparisonTable />
    </main>
  )
}
