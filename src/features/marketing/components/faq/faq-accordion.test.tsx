import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { faqs } from "../../content/faq"
import { FaqAccordion } from "./faq-accordion"

const question = (i: number) => screen.getByRole("button", { name: faqs[i]!.question })
const expanded = () =>
  screen
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent)

describe("FaqAccordion", () => {
  it("renders every question as an h2 (the page's h1 is the title) with a button, all closed", () => {
    render(<FaqAccordion items={faqs} />)
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(faqs.length)
    expect(expanded()).toEqual([])
  })

  it("keeps at most one answer open, and closes the open one when it is activated again", async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqs} />)

    await user.click(question(0))
    expect(expanded()).toEqual([faqs[0]!.question])
    expect(screen.getByText(faqs[0]!.answer)).toBeVisible()

    await user.click(question(3))
    expect(expanded()).toEqual([faqs[3]!.question])
    expect(screen.queryByText(faqs[0]!.answer)).not.toBeInTheDocument()

    await user.click(question(3))
    expect(expanded()).toEqual([])
  })

  it("works from the keyboard", async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faqs} />)
    await user.tab()
    expect(question(0)).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(expanded()).toEqual([faqs[0]!.question])
    await user.keyboard("{ArrowDown}")
    expect(question(1)).toHaveFocus()
    await user.keyboard(" ")
    expect(expanded()).toEqual([faqs[1]!.question])
  })
})
