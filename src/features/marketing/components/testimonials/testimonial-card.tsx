import { Avatar, AvatarFallback } from "@/components/ui/avatar"
import { ArrowRightIcon, StarIcon } from "@/components/ui/icons"
import { initialsOf, parseScore, type Testimonial } from "../../content/testimonials"
import { ScoreBadge } from "../shared/score-badge"

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, score, review, school } = testimonial
  const { before, after } = parseScore(score)
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm">
      <figcaption className="flex items-center gap-3">
        <Avatar>
          <AvatarFallback>{initialsOf(name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="font-bold">{name}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <ScoreBadge label={`Score ${before} to ${after}`} hint="SAT score before and after SAT Cookie">
              {before}
              <ArrowRightIcon width={12} height={12} strokeWidth={3} />
              {after}
            </ScoreBadge>
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <ArrowRightIcon width={14} height={14} />
              <span className="sr-only">Now at </span>
              {school}
            </span>
          </div>
        </div>
      </figcaption>
      <blockquote className="mt-5 flex-1 text-pretty">
        <p>“{review}”</p>
      </blockquote>
      <div role="img" aria-label="Rated 5 out of 5 stars" className="mt-5 flex text-amber-600 dark:text-amber-300">
        {Array.from({ length: 5 }, (_, i) => (
          <StarIcon key={i} width={18} height={18} />
        ))}
      </div>
    </figure>
  )
}
