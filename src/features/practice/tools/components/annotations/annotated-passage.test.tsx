import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { AnnotatedPassage } from "./annotated-passage"
import { annotationKey } from "./storage"

const html = "<p>Bees <em>dance</em> to tell the hive where flowers are.</p><p>Scouts return with nectar.</p>"

/** Selects the characters [start, end) of the passage's text, as a mouse drag would. */
function selectText(start: number, end: number) {
  const root = document.querySelector("[data-passage]")!
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let offset = 0
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const len = (n as Text).data.length
    if (start >= offset && start <= offset + len && range.startContainer === document) range.setStart(n, start - offset)
    if (end >= offset && end <= offset + len) {
      range.setEnd(n, end - offset)
      break
    }
    offset += len
  }
  act(() => {
    const sel = window.getSelection()!
    sel.removeAllRanges()
    sel.addRange(range)
    document.dispatchEvent(new Event("selectionchange"))
  })
}

const marks = () => Array.from(document.querySelectorAll("mark[data-annotation]"))
const props = { sessionId: "s1", questionId: "q1", html }

beforeEach(() => window.localStorage.clear())

describe("AnnotatedPassage", () => {
  it("highlights the selected text, across the passage's own markup", async () => {
    render(<AnnotatedPassage {...props} />)
    expect(screen.getByRole("button", { name: "Yellow highlight" })).toBeDisabled()
    selectText(0, 10) // "Bees dance" crosses into <em>
    await userEvent.click(screen.getByRole("button", { name: "Yellow highlight" }))
    expect(marks().map((m) => m.textContent)).toEqual(["Bees ", "dance"])
    expect(marks()[1]!.parentElement!.tagName).toBe("EM")
    expect(document.querySelector("[data-passage]")!.textContent).toBe(
      "Bees dance to tell the hive where flowers are.Scouts return with nectar.",
    )
  })

  it("keeps highlights through a re-render and a reload", async () => {
    const { rerender, unmount } = render(<AnnotatedPassage {...props} />)
    selectText(5, 10)
    await userEvent.click(screen.getByRole("button", { name: "Blue highlight" }))
    rerender(<AnnotatedPassage {...props} html={`${html}`} className="x" />)
    expect(marks().map((m) => m.textContent)).toEqual(["dance"])
    // New HTML with the same text (React replaces the DOM): the highlight lands on the same word.
    rerender(<AnnotatedPassage {...props} html={html.replace("<p>", '<p class="lead">')} />)
    expect(document.querySelector("p.lead")).not.toBeNull()
    expect(marks().map((m) => m.textContent)).toEqual(["dance"])
    unmount()
    render(<AnnotatedPassage {...props} />)
    expect(marks().map((m) => m.textContent)).toEqual(["dance"])
    expect(marks()[0]!.className).toMatch(/bg-sky-200/)
  })

  it("keeps each question's highlights apart", async () => {
    const { rerender } = render(<AnnotatedPassage {...props} />)
    selectText(0, 4)
    await userEvent.click(screen.getByRole("button", { name: "Pink highlight" }))
    rerender(<AnnotatedPassage {...props} questionId="q2" />)
    expect(marks()).toHaveLength(0)
    rerender(<AnnotatedPassage {...props} />)
    expect(marks().map((m) => m.textContent)).toEqual(["Bees"])
    expect(JSON.parse(window.localStorage.getItem(annotationKey("s1", "q1"))!)[0]).toMatchObject({
      start: 0,
      end: 4,
      color: "pink",
    })
  })

  it("opens a highlight's note with Enter, saves it and lists it", async () => {
    const user = userEvent.setup()
    render(<AnnotatedPassage {...props} />)
    selectText(46, 52) // "Scouts"
    await user.click(screen.getByRole("button", { name: "Yellow highlight" }))
    const mark = marks()[0] as HTMLElement
    expect(mark).toHaveAccessibleName("yellow highlight: Scouts. Press Enter for its note.")
    expect(mark).toHaveAttribute("tabindex", "0")
    mark.focus()
    await user.keyboard("{Enter}")
    await user.type(screen.getByLabelText("Note for “Scouts”"), "who finds the food")
    await user.click(screen.getByRole("button", { name: "Save note" }))
    const notes = screen.getByRole("region", { name: "Notes" })
    expect(within(notes).getByText("who finds the food")).toBeInTheDocument()
    expect(marks()[0]).toHaveAccessibleName("yellow highlight, has a note: Scouts. Press Enter for its note.")

    await user.click(within(notes).getByRole("button", { name: /Edit note/ }))
    const box = screen.getByLabelText("Note for “Scouts”")
    expect(box).toHaveValue("who finds the food")
    await user.clear(box)
    await user.type(box, "the finders")
    await user.click(screen.getByRole("button", { name: "Save note" }))
    expect(within(notes).getByText("the finders")).toBeInTheDocument()
  })

  it("underlines, recolours and removes a highlight", async () => {
    const user = userEvent.setup()
    render(<AnnotatedPassage {...props} />)
    selectText(0, 4)
    await user.click(screen.getByRole("button", { name: "Underline" }))
    expect(marks()[0]!.className).toMatch(/underline/)
    expect(marks()[0]!.className).toMatch(/bg-transparent/)
    await user.click(marks()[0]!)
    await user.click(screen.getByRole("button", { name: "Pink highlight" }))
    expect(marks()[0]!.className).toMatch(/bg-pink-200/)
    expect(marks()[0]!.className).toMatch(/underline/)
    await user.click(screen.getByRole("button", { name: "Remove" }))
    expect(marks()).toHaveLength(0)
    expect(window.localStorage.getItem(annotationKey("s1", "q1"))).toBeNull()
  })

  it("forgets a passage selection when text elsewhere is selected", () => {
    render(
      <>
        <p>Outside text</p>
        <AnnotatedPassage {...props} />
      </>,
    )
    selectText(0, 4)
    expect(screen.getByRole("button", { name: "Yellow highlight" })).toBeEnabled()
    act(() => {
      const range = document.createRange()
      range.selectNodeContents(screen.getByText("Outside text"))
      window.getSelection()!.removeAllRanges()
      window.getSelection()!.addRange(range)
      document.dispatchEvent(new Event("selectionchange"))
    })
    expect(screen.getByRole("button", { name: "Yellow highlight" })).toBeDisabled()
  })

  it("ignores stored highlights that no longer fit the passage", () => {
    window.localStorage.setItem(
      annotationKey("s1", "q1"),
      JSON.stringify([{ id: "a", start: 0, end: 4, color: "yellow", underline: false, note: "", text: "Wasp" }]),
    )
    render(<AnnotatedPassage {...props} />)
    expect(marks()).toHaveLength(0)
  })

  it("renders a plain passage when turned off", () => {
    render(<AnnotatedPassage {...props} enabled={false} />)
    expect(screen.queryByRole("toolbar")).toBeNull()
    expect(screen.getByText("Scouts return with nectar.")).toBeInTheDocument()
  })
})
