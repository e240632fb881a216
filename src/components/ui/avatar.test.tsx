import { act, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Avatar, AvatarFallback, AvatarImage } from "./avatar"

/** jsdom never loads images; this stand-in lets a test decide how loading ends. */
function stubImage() {
  const images: { fire: (event: "load" | "error") => void }[] = []
  vi.stubGlobal(
    "Image",
    class {
      listeners: Record<string, (event: { currentTarget: unknown }) => void> = {}
      complete = false
      naturalWidth = 0
      addEventListener(type: string, cb: (event: { currentTarget: unknown }) => void) {
        this.listeners[type] = cb
      }
      removeEventListener() {}
      constructor() {
        images.push({
          fire: (event) => {
            this.complete = true
            this.naturalWidth = event === "load" ? 40 : 0
            this.listeners[event]?.({ currentTarget: this })
          },
        })
      }
    },
  )
  return images
}

const renderAvatar = (src?: string, delayMs?: number) =>
  render(
    <Avatar>
      {src ? <AvatarImage src={src} alt="Maya R." /> : null}
      <AvatarFallback delayMs={delayMs}>MR</AvatarFallback>
    </Avatar>,
  )

describe("Avatar", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("shows the initials when there is no image", () => {
    renderAvatar()
    expect(screen.getByText("MR")).toBeInTheDocument()
  })

  it("shows the initials while the image loads, then the image", () => {
    const images = stubImage()
    renderAvatar("/maya.png")
    expect(screen.getByText("MR")).toBeInTheDocument()
    expect(screen.queryByRole("img")).toBeNull()
    act(() => images.at(-1)!.fire("load"))
    expect(screen.getByRole("img", { name: "Maya R." })).toHaveAttribute("src", "/maya.png")
    expect(screen.queryByText("MR")).toBeNull()
  })

  it("falls back to the initials when the image fails", () => {
    const images = stubImage()
    renderAvatar("/broken.png")
    act(() => images.at(-1)!.fire("error"))
    expect(screen.queryByRole("img")).toBeNull()
    expect(screen.getByText("MR")).toBeInTheDocument()
  })

  it("holds the fallback back for delayMs", () => {
    vi.useFakeTimers()
    stubImage()
    renderAvatar("/slow.png", 600)
    expect(screen.queryByText("MR")).toBeNull()
    act(() => vi.advanceTimersByTime(600))
    expect(screen.getByText("MR")).toBeInTheDocument()
  })
})
