import { Avatar, AvatarFallback } from "@/components/ui/avatar"
import type { Tutor } from "../../content/tutors"
import { ScoreBadge } from "../shared/score-badge"

export function TutorCard({ tutor }: { tutor: Tutor }) {
  return (
    <article
      aria-labelledby={`tutor-${tutor.initials}`}
      className="rounded-3xl border border-border bg-card p-6 shadow-sm md:p-8"
    >
      <div className="flex items-center gap-4">
        <Avatar className="size-16 text-xl">
          <AvatarFallback>{tutor.initials}</AvatarFallback>
        </Avatar>
        <div>
          <h2 id={`tutor-${tutor.initials}`} className="text-xl font-bold">
            {tutor.name}
          </h2>
          <div className="mt-1">
            <ScoreBadge label={`SAT score ${tutor.score}`} hint="Official SAT score">
              SAT {tutor.score}
            </ScoreBadge>
          </div>
        </div>
      </div>
      <p className="mt-5 text-pretty text-muted-foreground">{tutor.bio}</p>
    </article>
  )
}
