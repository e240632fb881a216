import * as DialogPrimitive from "@radix-ui/react-dialog"
import { clsx } from "clsx"
import type { ComponentProps } from "react"
import { CloseIcon } from "./icons"

/** A side drawer on Radix Dialog: focus trap, Escape, overlay click and scroll lock come with it. */
export const Sheet = DialogPrimitive.Root

export function SheetContent({
  className,
  children,
  closeLabel = "Close",
  side = "right",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; side?: "left" | "right" }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={clsx(
          "fixed inset-y-0 z-50 flex h-full flex-col bg-background shadow-xl motion-reduce:animate-none",
          side === "right"
            ? "right-0 w-3/4 max-w-xs data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
            : "left-0 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <CloseIcon />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={clsx("text-lg font-bold", className)} {...props} />
}
