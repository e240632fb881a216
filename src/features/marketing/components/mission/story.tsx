import { story } from "../../content/mission"

export function Story() {
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h2 id="story-title" className="text-3xl font-extrabold tracking-tight">
        {story.title}
      </h2>
      <figure className="mt-6 rounded-3xl border border-border bg-card p-6 shadow-sm md:p-10">
        <blockquote className="space-y-4 text-lg text-pretty">
          {story.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </blockquote>
        <figcaption className="mt-6 font-semibold text-muted-foreground">— {story.signature}</figcaption>
      </figure>
    </section>
  )
}
