import { Hero } from "@/features/marketing/components/home/hero"
import { PainPoints } from "@/features/marketing/components/home/pain-points"
import { Results } from "@/features/marketing/components/home/results"
import { Schools } from "@/features/marketing/components/home/schools"
import { StopScrolling } from "@/features/marketing/components/home/stop-scrolling"
import { TestimonialsSection } from "@/features/marketing/components/testimonials/testimonials-section"
import { pageMeta } from "@/features/marketing/content/meta"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function HomePage() {
  usePageMeta(pageMeta.home)
  return (
    <main>
      <Hero />
      <PainPoints />
      <StopScrolling />
      <Schools />
      <Results />
      <TestimonialsSection />
    </main>
  )
}
