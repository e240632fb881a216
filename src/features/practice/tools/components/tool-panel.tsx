import { clsx } from "clsx"
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react"
import { CloseIcon } from "@/components/ui/icons"

export type ToolPanelProps = {
  title: string
  onClose: () => void
  children: ReactNode
  /** Start docked to the right edge instead of floating. */
  defaultDocked?: boolean
  /** Floating width in px (the panel never exceeds the viewport). */
  width?: number
  className?: string
  /** Content with nothing focusable (the reference sheet): the scroll area takes focus so arrow keys scroll it. */
  scrollFocusable?: boolean
}

type Point = { x: number; y: number }

const STEP = 24

function clamp(p: Point, width: number): Point {
  const maxX = Math.max(0, window.innerWidth - Math.min(width, window.innerWidth))
  const maxY = Math.max(0, window.innerHeight - 48)
  return { x: Math.min(Math.max(0, p.x), maxX), y: Math.min(Math.max(0, p.y), maxY) }
}

/**
 * Where a floating panel opens: under the runner's sticky header, so that the
 * header's own buttons (Save and Exit, Submit) stay in reach, yet high enough
 * for the panel (at most 85vh) to fit the window; on a phone the header is
 * taller than that room and the panel covers part of it.
 */
function firstTop(): number {
  const header = document.querySelector("header.sticky")?.getBoundingClientRect().bottom ?? 64
  return Math.max(8, Math.min(header + 8, window.innerHeight * 0.15))
}

/**
 * A non-modal tool window (calculator, reference sheet): the test stays usable
 * behind it, so focus is not trapped. It floats and can be dragged by its title
 * bar (or moved with the arrow keys on the Move button), docks to the right
 * edge, and closes with Escape. Focus returns to whatever opened it.
 */
export function ToolPanel({
  title,
  onClose,
  children,
  defaultDocked = false,
  width = 380,
  className,
  scrollFocusable = false,
}: ToolPanelProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const [docked, setDocked] = useState(defaultDocked)
  const [pos, setPos] = useState<Point>(() => clamp({ x: window.innerWidth - width - 24, y: firstTop() }, width))
  const drag = useRef<{ start: Point; origin: Point } | null>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    panelRef.current?.focus()
    return () => opener?.focus?.()
  }, [])

  // A narrower window (rotation, resize) must never leave the panel out of reach.
  useEffect(() => {
    const onResize = () => setPos((p) => clamp(p, width))
    window.addEventListener("resize", onResize)
    return () => window.removeEventListener("resize", onResize)
  }, [width])

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.stopPropagation()
      onClose()
    }
  }

  function onMoveKey(e: KeyboardEvent) {
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -STEP, y: 0 },
      ArrowRight: { x: STEP, y: 0 },
      ArrowUp: { x: 0, y: -STEP },
      ArrowDown: { x: 0, y: STEP },
    }
    const d = delta[e.key]
    if (!d || docked) return
    e.preventDefault()
    setPos((p) => clamp({ x: p.x + d.x, y: p.y + d.y }, width))
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (docked || e.button !== 0 || (e.target as HTMLElement).closest("button:not([data-drag])")) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: pos }
  }

  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current
    if (!d) return
    setPos(clamp({ x: d.origin.x + e.clientX - d.start.x, y: d.origin.y + e.clientY - d.start.y }, width))
  }

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-docked={docked || undefined}
      className={clsx(
        "fixed z-40 flex flex-col border border-border bg-card text-card-foreground shadow-2xl outline-none",
        docked
          ? "inset-y-0 right-0 w-full max-w-[min(100vw,26rem)] border-y-0 border-r-0"
          : "max-h-[85vh] max-w-[100vw] rounded-xl",
        className,
      )}
      style={docked ? undefined : { left: pos.x, top: pos.y, width }}
    >
      <div
        className={clsx(
          "flex items-center gap-1 border-b border-border bg-muted px-2 py-1 select-none",
          docked ? "" : "cursor-move touch-none rounded-t-xl",
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {!docked && (
          <button
            type="button"
            data-drag
            onKeyDown={onMoveKey}
            aria-label={`Move ${title} (arrow keys)`}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-card"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
            </svg>
          </button>
        )}
        <h2 id={titleId} className="flex-1 truncate px-1 text-sm font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => setDocked((d) => !d)}
          aria-pressed={docked}
          className="h-9 rounded-md px-2 text-xs font-medium hover:bg-card"
        >
          {docked ? "Undock" : "Dock to side"}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title}`}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-card"
        >
          <CloseIcon />
        </button>
      </div>
      <div
        className="min-h-0 flex-1 overflow-auto p-3"
        tabIndex={scrollFocusable ? 0 : undefined}
        role={scrollFocusable ? "region" : undefined}
        aria-label={scrollFocusable ? `${title} content` : undefined}
      >
        {children}
      </div>
    </section>
  )
}
