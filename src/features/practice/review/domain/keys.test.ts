import { describe, expect, it } from "vitest"
import { reviewKeyAction } from "./keys"

describe("reviewKeyAction", () => {
  it.each([
    [
      { key: "a", inEditable: false },
      { type: "choose", letter: "A" },
    ],
    [
      { key: "D", inEditable: false },
      { type: "choose", letter: "D" },
    ],
    [{ key: "e", inEditable: false }, null],
    [{ key: "ArrowLeft", inEditable: false }, { type: "prev" }],
    [{ key: "ArrowRight", inEditable: false }, { type: "next" }],
    [{ key: "f", inEditable: false }, { type: "favorite" }],
    [{ key: "F", inEditable: false }, { type: "favorite" }],
    [{ key: "F1", inEditable: false }, null],
    [{ key: "a", inEditable: true }, null],
    [{ key: "f", inEditable: true }, null],
    [{ key: "ArrowLeft", inEditable: true }, null],
    [{ key: "a", ctrlKey: true, inEditable: false }, null],
    [{ key: "f", metaKey: true, inEditable: false }, null],
    [{ key: "ArrowRight", altKey: true, inEditable: false }, null],
    // On a focused option the arrows never choose: ←/→ page, ↑/↓ only move the focus.
    [{ key: "ArrowRight", inEditable: false, inRadio: true }, { type: "next" }],
    [{ key: "ArrowLeft", inEditable: false, inRadio: true }, { type: "prev" }],
    [
      { key: "ArrowDown", inEditable: false, inRadio: true },
      { type: "focus-option", step: 1 },
    ],
    [
      { key: "ArrowUp", inEditable: false, inRadio: true },
      { type: "focus-option", step: -1 },
    ],
    [{ key: "ArrowDown", inEditable: false }, null],
    [{ key: " ", inEditable: false, inRadio: true }, null],
    [
      { key: "b", inEditable: false, inRadio: true },
      { type: "choose", letter: "B" },
    ],
  ])("%j", (input, want) => expect(reviewKeyAction(input)).toEqual(want))
})
