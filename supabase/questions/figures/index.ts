import { describeBar, renderBar } from "./bar"
import { describeFunction, renderFunction } from "./function"
import { describeLine, renderLine } from "./line"
import { describeScatter, renderScatter } from "./scatter"
import type { Figure } from "./spec"

export { figureProblems, type Figure } from "./spec"

/** The figure as an accessible SVG element (call figureProblems first). */
export function renderFigure(f: Figure): string {
  switch (f.kind) {
    case "bar":
      return renderBar(f)
    case "line":
      return renderLine(f)
    case "scatter":
      return renderScatter(f)
    case "function":
      return renderFunction(f)
  }
}

/** The figure's text alternative (the same text renderFigure puts in aria-label and <desc>). */
export function describeFigure(f: Figure): string {
  switch (f.kind) {
    case "bar":
      return describeBar(f)
    case "line":
      return describeLine(f)
    case "scatter":
      return describeScatter(f)
    case "function":
      return describeFunction(f)
  }
}
