import * as AvatarPrimitive from "@radix-ui/react-avatar"
import { clsx } from "clsx"
import type { ComponentProps } from "react"

/**
 * Radix Avatar: the image shows once loaded; the fallback shows while it is
 * idle or loading and after an error, optionally only after `delayMs`.
 */
export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={clsx("relative flex size-12 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  )
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image data-slot="avatar-image" className={clsx("size-full object-cover", className)} {...props} />
  )
}

export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={clsx(
        "flex size-full items-center justify-center bg-accent font-bold text-accent-foreground",
        className,
      )}
      {...props}
    />
  )
}
