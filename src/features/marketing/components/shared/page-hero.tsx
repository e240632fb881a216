import type { ReactNode } from "react"

type Props = { badge?: ReactNode; title: string; lead: ReactNode; children?: ReactNode }

/** The top of an inner page: optional badge, the page's single h1, a lead paragraph. */
export function PageHero({ badge, title, lead, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-accent/70 to-background">
      <div className="mx-auto max-w-3xl px-4 pt-14 pb-12 text-center sm:px-6 md:pt-20 md:pb-16">
        {badge}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">{lead}</p>
        {children}
      </div>
    </section>
  )
}
