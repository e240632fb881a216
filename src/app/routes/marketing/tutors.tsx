import { TooltipProvider } from "@/components/ui/tooltip"
import { PageHero } from "@/features/marketing/components/shared/page-hero"
import { PointGrid } from "@/features/marketing/components/shared/point-grid"
import { SectionHeading } from "@/features/marketing/components/shared/section-heading"
import { TutorCard } from "@/features/marketing/components/tutors/tutor-card"
import { pageMeta } from "@/features/marketing/content/meta"
import { tutors, tutorsIntro, whyTutors } from "@/features/marketing/content/tutors"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function TutorsPage() {
  usePageMeta(pageMeta.tutors)
  return (
    <main>
      <PageHero title={tutorsIntro.title} lead={tutorsIntro.claim} />
      <TooltipProvider>
        <div className="mx-auto grid max-w-5xl gap-5 px-4 sm:px-6 md:grid-cols-2">
          {tutors.map((tutor) => (
            <TutorCard key={tutor.name} tutor={tutor} />
          ))}
        </div>
      </TooltipProvider>
      <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading id="why-title" title={whyTutors.title} />
        <div className="mt-10">
          <PointGrid points={whyTutors.points} columns={4} />
        </div>
      </section>
    </main>
  )
}
