import * as Popover from "@radix-ui/react-popover"
import { ZoomControls } from "@/features/practice/session/components/runner-aids"
import { SHORTCUTS } from "@/features/practice/session/hooks/use-runner-keys"

type Props = {
  onPause: () => void
  /** Save and Exit: the clock stops at the server's figure until the student resumes. */
  onSaveAndExit?: () => void
  saving?: boolean
  lineReader?: { on: boolean; toggle: () => void }
}

const item = "w-full rounded-md border border-border px-3 py-2 text-left font-medium hover:bg-muted"

/** Bluebook's "More": Save and Exit, pause, the line reader and text size, and the keyboard shortcuts. */
export function MoreMenu({ onPause, onSaveAndExit, saving, lineReader }: Props) {
  return (
    <Popover.Root>
      <Popover.Trigger className="inline-flex h-9 items-center rounded-md px-2.5 text-sm font-medium hover:bg-muted">
        More
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="More"
          sideOffset={8}
          align="end"
          className="z-30 w-72 rounded-xl border border-border bg-card p-4 text-sm text-card-foreground shadow-lg"
        >
          <div className="mb-4 grid gap-2">
            {onSaveAndExit && (
              <Popover.Close onClick={onSaveAndExit} disabled={saving} className={item}>
                {saving ? "Saving…" : "Save and Exit"}
              </Popover.Close>
            )}
            <Popover.Close onClick={onPause} className={item}>
              Pause the module
            </Popover.Close>
            {lineReader && (
              <Popover.Close onClick={lineReader.toggle} aria-pressed={lineReader.on} className={item}>
                {lineReader.on ? "Hide Line Reader" : "Line Reader"}
              </Popover.Close>
            )}
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">Text size</span>
              <ZoomControls />
            </div>
          </div>
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
