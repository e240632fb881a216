import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from "@/components/ui/carousel"
import { TooltipGroup } from "@/components/ui/tooltip-radix"
import { testimonials } from "../../content/testimonials"
import { TestimonialCard } from "./testimonial-card"

/**
 * A lazy chunk of its own (Embla, Radix Avatar and Tooltip, the cards), so it
 * takes the Radix tooltip group directly rather than lazy-loading it again.
 */
export function TestimonialCarousel() {
  return (
    <TooltipGroup>
      <Carousel count={testimonials.length} label="Student testimonials" itemName="testimonials">
        <CarouselContent>
          {testimonials.map((t, i) => (
            <CarouselItem key={t.id} index={i}>
              <TestimonialCard testimonial={t} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-8 flex items-center justify-between gap-4">
          <CarouselPrevious />
          <CarouselDots />
          <CarouselNext />
        </div>
      </Carousel>
    </TooltipGroup>
  )
}
