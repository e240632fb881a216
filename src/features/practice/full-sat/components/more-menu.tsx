import * as Popover from "@radix-ui/react-popover"
import { SHORTCUTS } from "@/features/practice/session/hooks/use-runner-keys"

/** Bluebook's "More": pause, and the keyboard shortcuts. */
export function MoreMenu({ onPause }: { onPause: () => void }) {
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex h-9 items-center rounded-md px-2.5 text-sm font-medium hover:bg-muted">
        More
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="end"
          className="z-30 w-72 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-lg"
        >
          <Popover.Close
            onClick={onPause}
            className="mb-4 w-full rounded-md border border-border px-3 py-2 text-left font-medium hover:bg-muted"
          >
            Pause the module
          </Popover.Close>
          <p className="mb-2 font-semibold">Keyboard shortcuts</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
            {SHORTCUTS.map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border border-border bg-muted px-1.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
