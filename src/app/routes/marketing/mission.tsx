import { BeliefLists } from "@/features/marketing/components/mission/belief-lists"
import { OurPromise } from "@/features/marketing/components/mission/our-promise"
import { Story } from "@/features/marketing/components/mission/story"
import { PageHero } from "@/features/marketing/components/shared/page-hero"
import { pageMeta } from "@/features/marketing/content/meta"
import { missionIntro } from "@/features/marketing/content/mission"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function MissionPage() {
  usePageMeta(pageMeta.mission)
  return (
    <main>
      <PageHero title={missionIntro.title} lead={missionIntro.lead} />
      <Story />
      <BeliefLists />
      <OurPromise />
    </main>
  )
}
