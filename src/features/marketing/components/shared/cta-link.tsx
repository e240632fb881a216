import type { ComponentProps } from "react"
import { buttonVariants, type ButtonStyle } from "@/components/ui/button"
import { brand, externalLink } from "@/config/brand"

type Props = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & ButtonStyle & { href?: string }

/**
 * An outbound call to action: a plain link styled as a button that opens the
 * hosted checkout (or `href`) in a new tab without opener or referrer.
 */
export function CtaLink({ href = brand.checkoutUrl, variant, size, className, children, ...props }: Props) {
  return (
    <a href={href} {...externalLink} className={buttonVariants({ variant, size, className })} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
