import { platforms } from "../../content/membership"

export function Platforms() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-5 px-4 sm:px-6 md:grid-cols-2">
      {platforms.map((p) => (
        <li key={p.title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
          <h2 className="text-lg font-bold">{p.title}</h2>
          <p className="mt-2 text-muted-foreground">{p.body}</p>
        </li>
      ))}
    </ul>
  )
}
