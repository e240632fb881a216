import { buttonVariants } from "@/components/ui/button"
import { brand } from "@/config/brand"
import { stillQuestions } from "../../content/faq"
import { CtaLink } from "../shared/cta-link"

export function StillQuestions() {
  return (
    <section
      aria-labelledby="still-title"
      className="mt-12 rounded-3xl bg-accent px-6 py-10 text-center text-accent-foreground md:px-12"
    >
      <h2 id="still-title" className="text-2xl font-extrabold md:text-3xl">
        {stillQuestions.title}
      </h2>
      <p className="mt-2 text-lg">{stillQuestions.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <CtaLink href={brand.communityUrl}>{stillQuestions.discord}</CtaLink>
        <a href={`mailto:${brand.supportEmail}`} className={buttonVariants({ variant: "outline" })}>
          {stillQuestions.contact}
        </a>
      </div>
    </section>
  )
}
