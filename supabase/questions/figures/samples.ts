import type { BarFigure, FunctionFigure, LineFigure, ScatterFigure } from "./spec"

/** One figure of each kind and shape, for the unit tests and the preview page. */

export const singleBar: BarFigure = {
  kind: "bar",
  title: "Books borrowed from a school library",
  x: { label: "Month", categories: ["Sep", "Oct", "Nov", "Dec"] },
  y: { label: "Books borrowed", min: 0, max: 500, step: 50, labelEvery: 2 },
  series: [{ name: "Books", values: [320, 415, 380, 150] }],
}

export const groupedBar: BarFigure = {
  kind: "bar",
  title: "Share of seedlings that sprouted, by soil type",
  x: { label: "Soil type", categories: ["Sandy loam", "Clay", "Peat mix"] },
  y: { label: "Seedlings sprouted", min: 0, max: 100, step: 10, suffix: "%" },
  series: [
    { name: "Watered daily", values: [82, 64, 90] },
    { name: "Watered weekly", values: [58, 71, 46.5] },
  ],
}

export const twoLines: LineFigure = {
  kind: "line",
  title: "Average price of a bus ticket",
  x: { label: "Year", min: 2018, max: 2024, step: 1, plain: true },
  y: { label: "Price (dollars)", min: 0, max: 3, step: 0.25, labelEvery: 2, prefix: "$", decimals: 2 },
  series: [
    {
      name: "City A",
      points: [
        [2018, 1.5],
        [2020, 1.75],
        [2022, 2.25],
        [2024, 2.5],
      ],
    },
    {
      name: "City B",
      points: [
        [2018, 2],
        [2020, 2],
        [2022, 2.25],
        [2024, 2.75],
      ],
    },
  ],
}

export const scatterWithFit: ScatterFigure = {
  kind: "scatter",
  title: "Practice time and typing speed",
  x: { label: "Practice (hours per week)", min: 0, max: 10, step: 1 },
  y: { label: "Typing speed (words per minute)", min: 20, max: 70, step: 5, labelEvery: 2 },
  points: [
    [1, 30],
    [2, 31],
    [3, 38],
    [4, 45],
    [5, 43],
    [6, 50],
    [7, 52],
    [8, 58],
    [9, 59],
  ],
  lineOfBestFit: { slope: 4, intercept: 25 },
}

export const parabola: FunctionFigure = {
  kind: "function",
  title: "The graph of y = f(x)",
  x: { label: "x", min: -5, max: 5, step: 1 },
  y: { label: "y", min: -5, max: 5, step: 1 },
  functions: [{ expr: "x^2 - 2x - 3", label: "y = f(x)" }],
}

export const lineAndCurve: FunctionFigure = {
  kind: "function",
  title: "The graphs of y = g(x) and y = h(x)",
  x: { label: "x", min: -4, max: 6, step: 1 },
  y: { label: "y", min: -4, max: 8, step: 1, labelEvery: 2 },
  functions: [
    { expr: "2^x", label: "y = g(x)", domain: [-4, 3] },
    { expr: "-x + 6", label: "y = h(x)" },
  ],
  points: [{ x: 2, y: 4, label: "P" }],
}

export const SAMPLES = { singleBar, groupedBar, twoLines, scatterWithFit, parabola, lineAndCurve }
