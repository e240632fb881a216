import type { Annotation } from "../../domain/ranges"

type Props = { annotations: readonly Annotation[]; onEdit: (id: string) => void }

/** Every note on this passage, in reading order, each editable. */
export function NotesList({ annotations, onEdit }: Props) {
  const withNotes = annotations.filter((a) => a.note)
  if (withNotes.length === 0) return null
  return (
    <section aria-label="Notes" className="mt-4 border-t border-border pt-3">
      <h3 className="text-sm font-semibold">Notes</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {withNotes.map((a) => (
          <li key={a.id} className="rounded-md bg-muted p-2 text-sm">
            <p className="text-xs text-muted-foreground">“{a.text.length > 80 ? `${a.text.slice(0, 77)}…` : a.text}”</p>
            <p className="mt-1 whitespace-pre-wrap">{a.note}</p>
            <button type="button" onClick={() => onEdit(a.id)} className="mt-1 text-xs font-medium underline">
              Edit note<span className="sr-only"> for “{a.text.slice(0, 40)}”</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
