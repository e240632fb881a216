import { lazy, Suspense } from "react"
import { useNearViewport } from "../../hooks/use-near-viewport"
import { SectionHeading } from "../shared/section-heading"

// Below the fold on every screen: Embla and the cards stay out of the entry chunk.
const TestimonialCarousel = lazy(() =>
  import("./testimonial-carousel").then((m) => ({ default: m.TestimonialCarousel })),
)

/** Reserves the carousel's height so nothing jumps when it arrives. */
function CarouselPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`h-80 rounded-2xl bg-muted ${i > 0 ? "max-md:hidden" : ""}`} />
      ))}
      <div className="h-11 md:col-span-3" />
    </div>
  )
}

export function TestimonialsSection() {
  const [ref, near] = useNearViewport<HTMLElement>()
  return (
    <section ref={ref} aria-labelledby="testimonials-title" className="border-t border-border bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Student stories"
          title="They said it better than we ever could"
        />
        <div className="mt-10">
          {near ? (
            <Suspense fallback={<CarouselPlaceholder />}>
              <TestimonialCarousel />
            </Suspense>
          ) : (
            <CarouselPlaceholder />
          )}
        </div>
      </div>
    </section>
  )
}
