import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu"
import { LogOutIcon } from "@/components/ui/icons"
import { FONT_SIZE_LABELS, FONT_SIZES, THEME_LABELS, THEMES, type FontSize, type Theme } from "../domain/preferences"
import { setFontSize, setTheme, usePreferences } from "../hooks/use-preferences"
import { UserAvatar, userMenuTriggerClass } from "./user-avatar"

import type { UserMenuProps } from "./user-menu"

/**
 * The avatar menu on Radix DropdownMenu (with floating-ui, ~24 KiB gzip): loaded on first use by
 * user-menu.tsx, which opens it (`open`) when the press or key that asked for it arrives first.
 */
export default function UserMenuRadix({
  email,
  avatarUrl,
  onSignOut,
  open,
  onOpenChange,
}: UserMenuProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const prefs = usePreferences()
  return (
    // Not modal: the page stays readable (no aria-hidden on it) and the menu sits in the header's landmark.
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger aria-label={`Account menu for ${email}`} className={userMenuTriggerClass}>
        <UserAvatar email={email} avatarUrl={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portal={false} className="w-64">
        <DropdownMenuLabel className="text-foreground">
          <span className="block truncate text-sm font-semibold">{email}</span>
          <span className="block text-xs font-normal text-muted-foreground">Practice Mode</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={prefs.theme} onValueChange={(v) => setTheme(v as Theme)}>
          {THEMES.map((t) => (
            <DropdownMenuRadioItem key={t} value={t}>
              {THEME_LABELS[t]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Font size</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={prefs.fontSize} onValueChange={(v) => setFontSize(v as FontSize)}>
          {FONT_SIZES.map((s) => (
            <DropdownMenuRadioItem key={s} value={s}>
              {FONT_SIZE_LABELS[s]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon width={16} height={16} />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
