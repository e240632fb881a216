import { useEffect, useId, useRef, useState } from "react"
import type { Annotation } from "../../domain/ranges"

type Props = { annotation: Annotation; onSave: (note: string) => void; onCancel: () => void }

/** Edits one highlight's note; opens focused, Escape cancels, Ctrl/Cmd+Enter saves. */
export function NoteEditor({ annotation, onSave, onCancel }: Props) {
  const id = useId()
  const [text, setText] = useState(annotation.note)
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const quote = annotation.text.length > 60 ? `${annotation.text.slice(0, 57)}…` : annotation.text
  return (
    <form
      className="mt-3 rounded-lg border border-border bg-card p-3"
      onSubmit={(e) => {
        e.preventDefault()
        onSave(text.trim())
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Note for “{quote}”
      </label>
      <textarea
        ref={ref}
        id={id}
        value={text}
        maxLength={2000}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.stopPropagation()
            onCancel()
          } else if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
            e.preventDefault()
            onSave(text.trim())
          }
        }}
        className="mt-1 w-full rounded-md border border-border bg-background p-2 text-sm"
      />
      <div className="mt-2 flex gap-2">
        <button type="submit" className="h-9 rounded-md bg-primary px-3 text-sm font-semibold text-primary-foreground">
          Save note
        </button>
        <button type="button" onClick={onCancel} className="h-9 rounded-md border border-border px-3 text-sm">
          Cancel
        </button>
        {annotation.note && (
          <button
            type="button"
            onClick={() => onSave("")}
            className="ml-auto h-9 rounded-md px-3 text-sm text-destructive"
          >
            Delete note
          </button>
        )}
      </div>
    </form>
  )
}
