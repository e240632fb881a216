import { NotFound } from "@/app/not-found"
import { pageMeta } from "@/features/marketing/content/meta"
import { usePageMeta } from "@/features/marketing/hooks/use-page-meta"

/** The 404 inside the marketing layout, with its own title and a noindex. */
export function NotFoundPage() {
  usePageMeta(pageMeta.notFound)
  return <NotFound />
}
