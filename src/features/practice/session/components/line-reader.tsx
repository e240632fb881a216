import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react"
import { clampTop, LINE_READER_LINES, moveReader } from "../domain/line-reader"

const rootPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16

/**
 * Bluebook's line reader: the screen is dimmed except a band a few lines
 * tall. The band moves with the arrow keys (one line), Page Up/Down, Home/End,
 * or by dragging its handle; Escape closes it. The dimmed parts let clicks
 * through, so answering and the tools work as usual.
 */
export function LineReader({ onClose }: { onClose: () => void }) {
  const line = rootPx() * 1.75
  const band = line * LINE_READER_LINES
  const [top, setTop] = useState(() => Math.round(window.innerHeight / 3))
  const handle = useRef<HTMLDivElement>(null)
  const drag = useRef<number | null>(null)
  const max = () => window.innerHeight - band

  useEffect(() => {
    handle.current?.focus()
  }, [])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault()
      onClose()
      return
    }
    const next = moveReader(top, e.key, line, 0, max())
    if (next == null) return
    // Handled here: the runner's own arrow shortcuts must not also fire.
    e.preventDefault()
    setTop(next)
  }
  const onPointerDown = (e: PointerEvent) => {
    drag.current = e.clientY - top
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent) => {
    if (drag.current != null) setTop(clampTop(e.clientY - drag.current, 0, max()))
  }
  const stop = () => {
    drag.current = null
  }
  const percent = Math.round((100 * top) / Math.max(1, max()))

  return (
    <div className="pointer-events-none fixed inset-0 z-[25]" data-testid="line-reader">
      <div aria-hidden className="absolute inset-x-0 top-0 bg-black/60" style={{ height: top }} />
      <div aria-hidden className="absolute inset-x-0 bottom-0 bg-black/60" style={{ top: top + band }} />
      <div aria-hidden className="absolute inset-x-0 border-y-2 border-primary" style={{ top, height: band }} />
      <div
        ref={handle}
        role="slider"
        tabIndex={0}
        aria-label="Line reader position"
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% down the screen. Arrow keys move it one line; Escape closes it.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
        className="pointer-events-auto absolute right-2 flex w-8 cursor-ns-resize touch-none items-center justify-center rounded-md bg-primary text-primary-foreground shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        style={{ top, height: band }}
      >
        <span aria-hidden className="text-lg leading-none">
          ⇕
        </span>
      </div>
    </div>
  )
}
