import * as Popover from "@radix-ui/react-popover"
import { SHORTCUTS } from "../hooks/use-runner-keys"

/** The keyboard shortcuts, one click away (its own chunk: Popover brings floating-ui). */
export default function ShortcutsPopover({
  defaultOpen = false,
  focus = false,
}: {
  defaultOpen?: boolean
  focus?: boolean
}) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger
        autoFocus={focus}
        className="rounded-full border border-border px-3 py-1 text-sm font-medium hover:bg-muted"
      >
        Shortcuts
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={8}
          align="end"
          className="z-30 w-72 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-lg"
        >
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
          <Popover.Arrow className="fill-card" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
