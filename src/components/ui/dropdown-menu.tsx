import * as Menu from "@radix-ui/react-dropdown-menu"
import { clsx } from "clsx"
import type { ComponentProps } from "react"
import { CheckIcon } from "./icons"

/** Radix DropdownMenu: roving focus, typeahead, Escape and outside click come with it. */
export const DropdownMenu = Menu.Root
export const DropdownMenuTrigger = Menu.Trigger
export const DropdownMenuGroup = Menu.Group
export const DropdownMenuRadioGroup = Menu.RadioGroup

/**
 * `portal={false}` keeps the menu inside its landmark (e.g. the header), for
 * non-modal menus whose surroundings stay visible to assistive technology.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  portal = true,
  ...props
}: ComponentProps<typeof Menu.Content> & { portal?: boolean }) {
  const content = (
    <Menu.Content
      data-slot="dropdown-menu-content"
      sideOffset={sideOffset}
      className={clsx(
        "z-50 min-w-56 overflow-hidden rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg data-[state=open]:animate-fade-in motion-reduce:animate-none",
        className,
      )}
      {...props}
    />
  )
  return portal ? <Menu.Portal>{content}</Menu.Portal> : content
}

const item =
  "relative flex min-h-9 cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted"

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item data-slot="dropdown-menu-item" className={clsx(item, className)} {...props} />
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem data-slot="dropdown-menu-radio-item" className={clsx(item, "pl-8", className)} {...props}>
      <span className="absolute left-2 inline-flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <CheckIcon width={16} height={16} />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  )
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return (
    <Menu.Label
      data-slot="dropdown-menu-label"
      className={clsx("px-2 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  )
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return (
    <Menu.Separator
      data-slot="dropdown-menu-separator"
      className={clsx("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  )
}
