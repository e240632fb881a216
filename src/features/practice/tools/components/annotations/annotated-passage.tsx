import { clsx } from "clsx"
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react"
import { annotationAt, applyMarks, rangeOffsets } from "./dom-offsets"
import { NoteEditor } from "./note-editor"
import { NotesList } from "./notes-list"
import {
  addAnnotation,
  HIGHLIGHT_COLORS,
  removeAnnotation,
  sanitiseAnnotations,
  updateAnnotation,
  type Annotation,
  type HighlightColor,
  type Style,
} from "../../domain/ranges"
import { annotationKey, localAnnotationStorage, type AnnotationStorage } from "./storage"

export type AnnotatedPassageProps = {
  sessionId: string
  questionId: string
  /** The passage, already sanitised (DOMPurify) by the caller. */
  html: string
  /** Off: the passage renders plain, without the toolbar (e.g. Math). */
  enabled?: boolean
  storage?: AnnotationStorage
  className?: string
}

const MARK_CLASSES: Record<HighlightColor, string> = {
  yellow: "bg-yellow-200 text-inherit dark:bg-yellow-700/70",
  blue: "bg-sky-200 text-inherit dark:bg-sky-800/80",
  pink: "bg-pink-200 text-inherit dark:bg-pink-800/70",
}
const SWATCH: Record<HighlightColor, string> = { yellow: "bg-yellow-300", blue: "bg-sky-300", pink: "bg-pink-300" }

const colorName = (c: HighlightColor) => c[0]!.toUpperCase() + c.slice(1)

let counter = 0
const newId = () => `a${Date.now().toString(36)}${(counter++).toString(36)}`

/**
 * A Reading and Writing passage with Highlights & Notes: select text, then a
 * toolbar button highlights it (three colours or underline); a highlight is
 * focusable and opens its note with Enter. Kept per attempt and question.
 */
export function AnnotatedPassage({
  sessionId,
  questionId,
  html,
  enabled = true,
  storage = localAnnotationStorage,
  className,
}: AnnotatedPassageProps) {
  const key = annotationKey(sessionId, questionId)
  const rootRef = useRef<HTMLDivElement>(null)
  const toolbarId = useId()
  const [annotations, setAnnotations] = useState<Annotation[]>([])
  const [loadedKey, setLoadedKey] = useState<string | null>(null)
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const active = annotations.find((a) => a.id === activeId) ?? null

  // Load (and re-load on a new question) once the passage text exists to check offsets against.
  useLayoutEffect(() => {
    const text = rootRef.current?.textContent ?? ""
    setAnnotations(sanitiseAnnotations(storage.load(key), text))
    setLoadedKey(key)
    setActiveId(null)
    setEditing(false)
  }, [key, html, storage])

  // Re-apply marks after every render of the passage: offsets are over its text, so they land on the same words.
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root) return
    applyMarks(root, enabled ? annotations : [], (mark, a, first) => {
      mark.className = clsx(
        "cursor-pointer rounded-[2px] focus-visible:outline-2 focus-visible:outline-ring",
        a.color ? MARK_CLASSES[a.color] : "bg-transparent text-inherit",
        a.underline && "underline decoration-2 underline-offset-4",
        a.id === activeId && "outline-2 outline-offset-1 outline-foreground",
      )
      if (first) {
        // A pencil after the first mark tells a highlight with a note apart without colour (CSS only: the text stays the same).
        if (a.note) mark.classList.add("after:content-['✎']", "after:ml-0.5", "after:text-xs", "after:align-super")
        mark.tabIndex = 0
        mark.setAttribute(
          "aria-label",
          `${a.color ? `${a.color} highlight` : "underline"}${a.note ? ", has a note" : ""}: ${a.text}. Press Enter for its note.`,
        )
      }
    })
  })

  function commit(next: Annotation[]) {
    setAnnotations(next)
    if (loadedKey === key) storage.save(key, next)
  }

  useEffect(() => {
    if (!enabled) return
    function onSelectionChange() {
      const sel = window.getSelection()
      const root = rootRef.current
      if (!sel || sel.rangeCount === 0 || !root) return
      const r = rangeOffsets(root, sel.getRangeAt(0))
      // Focus moving to the toolbar (a collapsed selection elsewhere) must not forget the
      // passage selection it is about to act on; a new selection elsewhere replaces it.
      if (r) setSelection(r)
      else if (root.contains(sel.anchorNode) || !sel.isCollapsed) setSelection(null)
    }
    document.addEventListener("selectionchange", onSelectionChange)
    return () => document.removeEventListener("selectionchange", onSelectionChange)
  }, [enabled])

  function applyStyle(style: Style, openNote = false) {
    const text = rootRef.current?.textContent ?? ""
    if (selection) {
      const id = newId()
      commit(addAnnotation(annotations, text, selection.start, selection.end, style, id))
      window.getSelection()?.removeAllRanges()
      setSelection(null)
      setActiveId(id)
      setEditing(openNote)
    } else if (active) {
      commit(updateAnnotation(annotations, active.id, style))
      if (openNote) setEditing(true)
    }
  }

  function onPassageKey(e: KeyboardEvent<HTMLDivElement>) {
    const id = annotationAt(e.target)
    if (id && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault()
      setActiveId(id)
      setEditing(true)
    }
  }

  const canStyle = selection !== null || active !== null
  const keepSelection = (e: { preventDefault: () => void }) => e.preventDefault()
  const toolButton =
    "inline-flex h-9 items-center gap-1.5 rounded-md border border-border bg-background px-2.5 text-sm hover:bg-muted disabled:opacity-45"

  return (
    <div className={className}>
      {enabled && (
        <div
          role="toolbar"
          aria-label="Highlights & Notes"
          id={toolbarId}
          className="mb-3 flex flex-wrap items-center gap-1.5"
        >
          {HIGHLIGHT_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              disabled={!canStyle}
              onMouseDown={keepSelection}
              onClick={() => applyStyle({ color: c, underline: active && !selection ? active.underline : false })}
              aria-pressed={!selection && active?.color === c}
              aria-label={`${colorName(c)} highlight`}
              className={toolButton}
            >
              <span className={clsx("size-3.5 rounded-full border border-black/20", SWATCH[c])} aria-hidden="true" />
              {colorName(c)}
            </button>
          ))}
          <button
            type="button"
            disabled={!canStyle}
            onMouseDown={keepSelection}
            onClick={() =>
              applyStyle(
                selection || !active
                  ? { color: null, underline: true }
                  : { color: active.color, underline: !active.underline },
              )
            }
            aria-pressed={!selection && !!active?.underline}
            className={clsx(toolButton, "underline underline-offset-4")}
          >
            Underline
          </button>
          <button
            type="button"
            disabled={!canStyle}
            onMouseDown={keepSelection}
            onClick={() =>
              applyStyle(
                active && !selection
                  ? { color: active.color, underline: active.underline }
                  : { color: "yellow", underline: false },
                true,
              )
            }
            className={toolButton}
          >
            Note
          </button>
          <button
            type="button"
            disabled={!active || selection !== null}
            onClick={() => {
              if (!active) return
              commit(removeAnnotation(annotations, active.id))
              setActiveId(null)
              setEditing(false)
            }}
            className={toolButton}
          >
            Remove
          </button>
          <span className="sr-only" aria-live="polite">
            {selection ? "Text selected: choose a highlight." : ""}
          </span>
        </div>
      )}
      <div
        ref={rootRef}
        data-passage
        className="question-html passage leading-relaxed"
        onClick={(e) => {
          const id = annotationAt(e.target)
          if (id || window.getSelection()?.isCollapsed !== false) setActiveId(id)
          setEditing(false)
        }}
        onKeyDown={onPassageKey}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {enabled && editing && active && (
        <NoteEditor
          key={active.id}
          annotation={active}
          onSave={(note) => {
            commit(updateAnnotation(annotations, active.id, { note }))
            setEditing(false)
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {enabled && (
        <NotesList
          annotations={annotations}
          onEdit={(id) => {
            setActiveId(id)
            setEditing(true)
          }}
        />
      )}
    </div>
  )
}
