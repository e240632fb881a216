import { clsx } from "clsx"
import { brand } from "@/config/brand"
import { paths } from "@/config/paths"
import { Link } from "@/lib/routing/link"
import { CookieMark } from "../brand/cookie-mark"

/**
 * Brand link home. `compact` hides the name visually (not from screen
 * readers) between 768 and 1024 px, where the full nav needs the room.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center gap-2 rounded-full text-lg font-extrabold">
      <CookieMark className="size-9" />
      <span className={clsx(compact && "md:max-lg:sr-only")}>{brand.name}</span>
    </Link>
  )
}
