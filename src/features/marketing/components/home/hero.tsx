import { buttonVariants } from "@/components/ui/button"
import { ArrowRightIcon, StarIcon } from "@/components/ui/icons"
import { paths } from "@/config/paths"
import { hero } from "../../content/home"
import { Link } from "@/lib/routing/link"
import { CookieMascot } from "../brand/cookie-mascot"
import { CtaLink } from "../shared/cta-link"
import { Pill } from "../shared/pill"

// The headline's last word gets the marker highlight.
const lastSpace = hero.title.lastIndexOf(" ") + 1
const [lead, lastWord] = [hero.title.slice(0, lastSpace), hero.title.slice(lastSpace)]

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent/80 via-background to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-12 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:pt-20 md:pb-24">
        <div>
          <Pill>
            <span className="flex text-amber-600 dark:text-amber-300" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <StarIcon key={i} width={14} height={14} />
              ))}
            </span>
            {hero.trust}
          </Pill>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {lead}
            <span className="bg-[linear-gradient(transparent_58%,var(--highlight)_58%,var(--highlight)_92%,transparent_92%)] px-1">
              {lastWord}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground md:text-xl">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaLink size="lg" className="max-sm:w-full">
              {hero.cta}
              <ArrowRightIcon />
            </CtaLink>
            <Link
              to={paths.pricing}
              className={buttonVariants({ variant: "outline", size: "lg", className: "max-sm:w-full" })}
            >
              See prices
            </Link>
          </div>
        </div>
        <div className="flex justify-center">
          <CookieMascot className="w-44 sm:w-60 md:w-80" />
        </div>
      </div>
    </section>
  )
}
