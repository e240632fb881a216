import { Cancellation } from "@/features/marketing/components/membership/cancellation"
import { Platforms } from "@/features/marketing/components/membership/platforms"
import { PageHero } from "@/features/marketing/components/shared/page-hero"
import { Pill } from "@/features/marketing/components/shared/pill"
import { membershipIntro } from "@/features/marketing/content/membership"
import { pageMeta } from "@/features/marketing/content/meta"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

export function ManageMembershipPage() {
  usePageMeta(pageMeta.manageMembership)
  return (
    <main>
      <PageHero
        badge={<Pill className="mb-5">{membershipIntro.badge}</Pill>}
        title={membershipIntro.title}
        lead={membershipIntro.lead}
      />
      <Platforms />
      <Cancellation />
    </main>
  )
}
