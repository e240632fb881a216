import type { ReactNode } from "react"
import { Icon } from "@/components/ui/icons"
import type { PointIconName } from "../../content/home"

const paths: Record<PointIconName, ReactNode> = {
  price: (
    <>
      <path d="M12.6 2.6 21 11l-9.6 9.6a1.4 1.4 0 0 1-2 0L2.6 13V3.4a.8.8 0 0 1 .8-.8z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
    </>
  ),
  alarm: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2 2M5 3 2 6M22 6l-3-3" />
    </>
  ),
  bolt: <path d="M13 2 3 14h9l-1 8 10-12h-9z" />,
  smile: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="5" />
      <path d="M3 21a9 9 0 0 1 18 0" />
    </>
  ),
  trophy: <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />,
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />,
  book: <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  cap: <path d="M22 10 12 5 2 10l10 5zM6 12v5c3 2 9 2 12 0v-5" />,
}

/** The small line icon on a point card; decorative. */
export function PointIcon({ name }: { name: PointIconName }) {
  return (
    <Icon width="22" height="22">
      {paths[name]}
    </Icon>
  )
}
