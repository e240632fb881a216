import { clsx } from "clsx"
import useEmblaCarousel from "embla-carousel-react"
import { createContext, use, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from "react"
import {
  canGoNext,
  canGoPrev,
  clampPosition,
  dotsCount,
  EMBLA_DURATION,
  shownRange,
  visibleCards,
  WIDE_MIN_WIDTH,
} from "./carousel-position"
import { ChevronLeftIcon, ChevronRightIcon } from "./icons"
import { useMediaQuery } from "./use-media-query"

type CarouselState = {
  emblaRef: (node: HTMLElement | null) => void
  position: number
  count: number
  visible: number
  /** Plural noun for accessible names, e.g. "testimonials". */
  itemName: string
  scrollTo: (position: number) => void
}

const CarouselContext = createContext<CarouselState | null>(null)

function useCarousel() {
  const state = use(CarouselContext)
  if (!state) throw new Error("Carousel parts must be used within a <Carousel />")
  return state
}

const wideQuery = `(min-width: ${WIDE_MIN_WIDTH}px)`
function subscribeToBreakpoint(onChange: () => void) {
  const list = window.matchMedia?.(wideQuery)
  list?.addEventListener("change", onChange)
  return () => list?.removeEventListener("change", onChange)
}
function useVisibleCards() {
  return useSyncExternalStore(subscribeToBreakpoint, () => visibleCards(window.innerWidth))
}

type CarouselProps = { count: number; label: string; itemName: string; className?: string; children: ReactNode }

/** Embla moves the track; positions, dots and disabled states come from carousel-position.ts. */
export function Carousel({ count, label, itemName, className, children }: CarouselProps) {
  const visible = useVisibleCards()
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)")
  const [emblaRef, api] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    duration: reducedMotion ? 0 : EMBLA_DURATION,
  })
  const [rawPosition, setPosition] = useState(0)
  const position = clampPosition(rawPosition, count, visible)

  // Drags and re-layouts move Embla directly; follow it.
  useEffect(() => {
    if (!api) return
    const sync = () => setPosition(api.selectedScrollSnap())
    api.on("select", sync).on("reInit", sync)
    return () => void api.off("select", sync).off("reInit", sync)
  }, [api])

  const scrollTo = useCallback(
    (target: number) => {
      const next = clampPosition(target, count, visible)
      setPosition(next)
      api?.scrollTo(next)
    },
    [api, count, visible],
  )

  return (
    <CarouselContext value={{ emblaRef, position, count, visible, itemName, scrollTo }}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        className={clsx("relative", className)}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") scrollTo(position - 1)
          else if (event.key === "ArrowRight") scrollTo(position + 1)
          else return
          event.preventDefault()
        }}
      >
        {children}
      </div>
    </CarouselContext>
  )
}

export function CarouselContent({ children }: { children: ReactNode }) {
  const { emblaRef } = useCarousel()
  return (
    <div ref={emblaRef} className="overflow-hidden" data-slot="carousel-content">
      <div className="-ml-4 flex touch-pan-y">{children}</div>
    </div>
  )
}

export function CarouselItem({ index, children }: { index: number; children: ReactNode }) {
  const { count } = useCarousel()
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      data-slot="carousel-item"
      // One card per view below 768 px, three from md up: the widths visibleCards() assumes.
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3"
    >
      {children}
    </div>
  )
}

const arrowClass =
  "border-border bg-card text-foreground hover:bg-muted inline-flex size-11 items-center justify-center rounded-full border shadow-sm transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-card"

/*
 * Arrows use aria-disabled, not disabled: a disabled button drops keyboard
 * focus to <body> the moment the last position is reached.
 */
function CarouselArrow({ direction }: { direction: "previous" | "next" }) {
  const { position, count, visible, itemName, scrollTo } = useCarousel()
  const next = direction === "next"
  const enabled = next ? canGoNext(position, count, visible) : canGoPrev(position)
  return (
    <button
      type="button"
      className={arrowClass}
      aria-label={`${next ? "Next" : "Previous"} ${itemName}`}
      aria-disabled={!enabled}
      onClick={() => enabled && scrollTo(position + (next ? 1 : -1))}
    >
      {next ? <ChevronRightIcon /> : <ChevronLeftIcon />}
    </button>
  )
}

export const CarouselPrevious = () => <CarouselArrow direction="previous" />
export const CarouselNext = () => <CarouselArrow direction="next" />

export function CarouselDots() {
  const { position, count, visible, itemName, scrollTo } = useCarousel()
  return (
    <div role="group" aria-label={`Choose ${itemName}`} className="flex flex-wrap items-center justify-center">
      {Array.from({ length: dotsCount(count, visible) }, (_, dot) => {
        const { first, last } = shownRange(dot, count, visible)
        const active = dot === position
        return (
          <button
            key={dot}
            type="button"
            aria-label={first === last ? `Show ${itemName} ${first}` : `Show ${itemName} ${first} to ${last}`}
            aria-current={active ? "true" : undefined}
            onClick={() => scrollTo(dot)}
            className="group inline-flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={clsx(
                "block h-2.5 rounded-full transition-all duration-300",
                active ? "w-6 bg-primary" : "w-2.5 bg-muted-foreground/50 group-hover:bg-muted-foreground",
              )}
            />
          </button>
        )
      })}
    </div>
  )
}
