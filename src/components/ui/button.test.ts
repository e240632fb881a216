import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { buttonVariants } from "./button"

/** Every .tsx file under src (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith(".tsx") && !path.includes(".test.") ? [path] : []
  })
}

// Colour, background and border utilities: what a variant sets.
const COLOUR =
  /\b(?:hover:)?(?:bg|text|border)-(?:primary|destructive|accent|muted|card|foreground|background|border|red|emerald|white|black)\b/

describe("buttonVariants", () => {
  it("draws a destructive button in the destructive colour only (no primary class for the stylesheet to pick)", () => {
    const classes = buttonVariants({ variant: "destructive" }).split(" ")
    expect(classes).toContain("bg-destructive")
    expect(classes).toContain("text-destructive-foreground")
    expect(classes.filter((c) => c.includes("primary"))).toEqual([])
  })

  /*
   * Classes are joined, not merged (no tailwind-merge), so a colour added to a
   * variant loses or wins by stylesheet order: colours come from a variant.
   */
  it("is never given colour classes on top of a variant anywhere in the app", () => {
    const offenders = sources(join(__dirname, "../..")).flatMap((file) => {
      const text = readFileSync(file, "utf8")
      const calls = [...text.matchAll(/buttonVariants\(\{[^}]*className:\s*"([^"]*)"/g)].map((m) => m[1]!)
      const props = [...text.matchAll(/<(?:Button|CtaLink)\b[^>]*?className="([^"]*)"/g)].map((m) => m[1]!)
      return [...calls, ...props].filter((c) => COLOUR.test(c)).map((c) => `${file}: ${c}`)
    })
    expect(offenders).toEqual([])
  })
})
