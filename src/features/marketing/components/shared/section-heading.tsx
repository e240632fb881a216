import { clsx } from "clsx"
import type { ReactNode } from "react"

type Props = { id: string; eyebrow?: string; title: ReactNode; intro?: ReactNode; align?: "center" | "start" }

/** The h2 block that opens a page section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center" }: Props) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? <p className="text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{intro}</p> : null}
    </div>
  )
}
