import { clsx } from "clsx"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"

type Props = { to: string; title: string; children?: ReactNode; aside?: ReactNode; className?: string }

/** A card that is one link (its title names it); `aside` sits on the right (a count, an arrow). */
export function LinkCard({ to, title, children, aside, className }: Props) {
  return (
    <Link
      to={to}
      className={clsx(
        "group flex items-start gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-bold">{title}</h2>
        {children && <div className="mt-1 text-sm text-muted-foreground">{children}</div>}
      </div>
      {aside && <div className="shrink-0 self-center">{aside}</div>}
    </Link>
  )
}
