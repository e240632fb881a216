import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { HeaderRow } from "./table"

const classes = (e: Element) => [...e.classList].sort()

describe("a data table's header row", () => {
  it("names each column for screen readers, with the shared padding, figures right-aligned", () => {
    render(
      <table>
        <thead>
          <HeaderRow
            cell="px-4 py-3"
            columns={[{ label: "Test" }, { label: "Correct", align: "right", className: "hidden sm:table-cell" }]}
          />
        </thead>
      </table>,
    )
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Test", "Correct"])
    const test = screen.getByRole("columnheader", { name: "Test" })
    const correct = screen.getByRole("columnheader", { name: "Correct" })
    expect(test).toHaveAttribute("scope", "col")
    expect(classes(test)).toEqual(["font-semibold", "px-4", "py-3"])
    expect(correct).toHaveAttribute("scope", "col")
    expect(classes(correct)).toEqual(["font-semibold", "hidden", "px-4", "py-3", "sm:table-cell", "text-right"])
  })
})
