import type { ReactNode } from "react"
import { Link } from "react-router-dom"

type Props = {
  title: string
  description?: ReactNode
  /** The parent page, shown as a small link above the title. */
  back?: { to: string; label: string }
  children: ReactNode
}

/** The frame every review screen shares: a back link, the title (the page's only h1) and the body. */
export function ReviewPage({ title, description, back, children }: Props) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        {back && (
          <Link to={back.to} className="mb-2 inline-block text-sm font-medium text-muted-foreground hover:underline">
            <span aria-hidden>← </span>
            {back.label}
          </Link>
        )}
        <h1 className="text-3xl font-bold">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  )
}

/** A quiet boxed message for empty lists. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
      {children}
    </div>
  )
}
