import { NavLink } from "react-router-dom"
import {
  BookOpenIcon,
  CalculatorIcon,
  ChartIcon,
  ClipboardIcon,
  ClockIcon,
  DashboardIcon,
  LayersIcon,
  PenIcon,
  ListIcon,
  SettingsIcon,
  SignalIcon,
  StarOutlineIcon,
  TargetIcon,
} from "@/components/ui/icons"
import { Sidebar, SidebarGroup, SidebarItem, sidebarLabelClass, useSidebar } from "@/components/ui/sidebar"
import { DueCountBadge } from "../../review/components/due-count-badge"
import { practiceNav, type NavIconName } from "../domain/nav"

const icons: Record<NavIconName, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  "full-sat": ClipboardIcon,
  math: CalculatorIcon,
  reading: BookOpenIcon,
  writing: PenIcon,
  review: LayersIcon,
  "review-section": ListIcon,
  "review-difficulty": SignalIcon,
  "review-weak": TargetIcon,
  "review-favorites": StarOutlineIcon,
  history: ChartIcon,
  settings: SettingsIcon,
  due: ClockIcon,
}

/**
 * The practice navigation; NavLink marks the current page with aria-current="page".
 * With the student's id, entries with a badge show their live count.
 */
export function AppSidebar({ userId }: { userId?: string }) {
  const { isMobile, setOpenMobile } = useSidebar()
  return (
    <Sidebar label="Practice">
      <p className="mb-2 flex h-10 items-center gap-2 px-2 font-bold whitespace-nowrap">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground"
        >
          S
        </span>
        <span className={sidebarLabelClass}>SAT Cookie Practice</span>
      </p>
      {practiceNav.map((group) => (
        <SidebarGroup key={group.label} label={group.label}>
          {group.entries.map((entry) => {
            const Icon = icons[entry.icon]
            return (
              <SidebarItem key={entry.to} asChild icon={<Icon className="shrink-0" />}>
                <NavLink to={entry.to} end={entry.end} onClick={() => isMobile && setOpenMobile(false)}>
                  <span className={sidebarLabelClass}>{entry.label}</span>
                  {entry.badge === "due" && userId && (
                    <DueCountBadge userId={userId} className={`ml-auto ${sidebarLabelClass}`} />
                  )}
                </NavLink>
              </SidebarItem>
            )
          })}
        </SidebarGroup>
      ))}
    </Sidebar>
  )
}
