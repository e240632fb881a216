import type { ReactNode } from "react"

/*
 * The SAT math reference sheet's figures, drawn as our own SVG. Each has a
 * plain-text description for screen readers; the formulas are real text.
 */
export type ReferenceFigure = { id: string; name: string; formulas: string[]; description: string; drawing: ReactNode }

const label = { fontSize: 11, fill: "currentColor", stroke: "none", fontStyle: "italic" } as const

export const REFERENCE_FIGURES: ReferenceFigure[] = [
  {
    id: "circle",
    name: "Circle",
    formulas: ["A = πr²", "C = 2πr"],
    description: "A circle with its centre marked and a radius r drawn from the centre to the edge.",
    drawing: (
      <>
        <circle cx="45" cy="40" r="30" />
        <circle cx="45" cy="40" r="1.8" fill="currentColor" />
        <line x1="45" y1="40" x2="75" y2="40" />
        <text x="56" y="36" {...label}>
          r
        </text>
      </>
    ),
  },
  {
    id: "rectangle",
    name: "Rectangle",
    formulas: ["A = ℓw"],
    description: "A rectangle with length ℓ along the bottom and width w along the side.",
    drawing: (
      <>
        <rect x="10" y="18" width="66" height="40" />
        <text x="40" y="72" {...label}>
          ℓ
        </text>
        <text x="80" y="42" {...label}>
          w
        </text>
      </>
    ),
  },
  {
    id: "triangle",
    name: "Triangle",
    formulas: ["A = ½bh"],
    description: "A triangle with base b along the bottom and a dashed height h from the top vertex down to the base.",
    drawing: (
      <>
        <path d="M8 62 L80 62 L56 12 Z" />
        <line x1="56" y1="12" x2="56" y2="62" strokeDasharray="3 2" />
        <path d="M56 56 h6 v6" />
        <text x="42" y="76" {...label}>
          b
        </text>
        <text x="60" y="40" {...label}>
          h
        </text>
      </>
    ),
  },
  {
    id: "pythagorean",
    name: "Right triangle",
    formulas: ["c² = a² + b²"],
    description: "A right triangle with legs a and b and hypotenuse c opposite the right angle.",
    drawing: (
      <>
        <path d="M12 62 L78 62 L12 14 Z" />
        <path d="M12 55 h7 v7" />
        <text x="42" y="76" {...label}>
          b
        </text>
        <text x="2" y="42" {...label}>
          a
        </text>
        <text x="48" y="34" {...label}>
          c
        </text>
      </>
    ),
  },
  {
    id: "30-60-90",
    name: "Special right triangle 30°-60°-90°",
    formulas: ["sides x, x√3, 2x"],
    description:
      "A right triangle with angles 30, 60 and 90 degrees. The side opposite 30 degrees is x, the side opposite 60 degrees is x√3, and the hypotenuse is 2x.",
    drawing: (
      <>
        <path d="M14 64 L84 64 L14 24 Z" />
        <path d="M14 57 h7 v7" />
        <text x="2" y="48" {...label}>
          x
        </text>
        <text x="40" y="78" {...label}>
          x√3
        </text>
        <text x="52" y="38" {...label}>
          2x
        </text>
        <text x="16" y="36" fontSize="9" fill="currentColor" stroke="none">
          60°
        </text>
        <text x="60" y="60" fontSize="9" fill="currentColor" stroke="none">
          30°
        </text>
      </>
    ),
  },
  {
    id: "45-45-90",
    name: "Special right triangle 45°-45°-90°",
    formulas: ["sides s, s, s√2"],
    description:
      "A right isosceles triangle with angles 45, 45 and 90 degrees. The legs are s and the hypotenuse is s√2.",
    drawing: (
      <>
        <path d="M14 64 L64 64 L14 14 Z" />
        <path d="M14 57 h7 v7" />
        <text x="2" y="42" {...label}>
          s
        </text>
        <text x="36" y="78" {...label}>
          s
        </text>
        <text x="42" y="34" {...label}>
          s√2
        </text>
        <text x="17" y="28" fontSize="9" fill="currentColor" stroke="none">
          45°
        </text>
        <text x="42" y="60" fontSize="9" fill="currentColor" stroke="none">
          45°
        </text>
      </>
    ),
  },
  {
    id: "prism",
    name: "Rectangular prism",
    formulas: ["V = ℓwh"],
    description: "A box with length ℓ, width w and height h.",
    drawing: (
      <>
        <path d="M10 30 h50 v34 h-50 Z M10 30 l18 -14 h50 l-18 14 M60 64 l18 -14 v-34" />
        <path d="M10 64 l18 -14 h50 M28 50 v-34" strokeDasharray="3 2" />
        <text x="32" y="76" {...label}>
          ℓ
        </text>
        <text x="70" y="66" {...label}>
          w
        </text>
        <text x="82" y="36" {...label}>
          h
        </text>
      </>
    ),
  },
  {
    id: "cylinder",
    name: "Cylinder",
    formulas: ["V = πr²h"],
    description: "A cylinder with radius r across the top circle and height h.",
    drawing: (
      <>
        <ellipse cx="45" cy="16" rx="28" ry="8" />
        <path d="M17 16 v46 M73 16 v46 M17 62 a28 8 0 0 0 56 0" />
        <path d="M17 62 a28 8 0 0 1 56 0" strokeDasharray="3 2" />
        <line x1="45" y1="16" x2="73" y2="16" />
        <text x="56" y="28" {...label}>
          r
        </text>
        <text x="77" y="44" {...label}>
          h
        </text>
      </>
    ),
  },
  {
    id: "sphere",
    name: "Sphere",
    formulas: ["V = (4/3)πr³"],
    description: "A sphere with radius r from its centre to its surface.",
    drawing: (
      <>
        <circle cx="45" cy="40" r="30" />
        <ellipse cx="45" cy="40" rx="30" ry="8" strokeDasharray="3 2" />
        <circle cx="45" cy="40" r="1.8" fill="currentColor" />
        <line x1="45" y1="40" x2="66" y2="19" />
        <text x="49" y="26" {...label}>
          r
        </text>
      </>
    ),
  },
  {
    id: "cone",
    name: "Cone",
    formulas: ["V = (1/3)πr²h"],
    description: "A cone with radius r across its circular base and height h from the base to the tip.",
    drawing: (
      <>
        <path d="M17 62 L45 8 L73 62 M17 62 a28 8 0 0 0 56 0" />
        <path d="M17 62 a28 8 0 0 1 56 0" strokeDasharray="3 2" />
        <line x1="45" y1="8" x2="45" y2="62" strokeDasharray="3 2" />
        <line x1="45" y1="62" x2="73" y2="62" />
        <text x="48" y="40" {...label}>
          h
        </text>
        <text x="56" y="59" {...label}>
          r
        </text>
      </>
    ),
  },
  {
    id: "pyramid",
    name: "Rectangular pyramid",
    formulas: ["V = (1/3)ℓwh"],
    description: "A pyramid with a rectangular base of length ℓ and width w, and height h from the base to the apex.",
    drawing: (
      <>
        <path d="M10 60 h52 l16 -12 M10 60 L46 8 L62 60 M46 8 L78 48" />
        <path d="M10 60 l16 -12 h52 M46 8 L26 48" strokeDasharray="3 2" />
        <line x1="46" y1="8" x2="44" y2="54" strokeDasharray="3 2" />
        <text x="32" y="74" {...label}>
          ℓ
        </text>
        <text x="72" y="62" {...label}>
          w
        </text>
        <text x="48" y="38" {...label}>
          h
        </text>
      </>
    ),
  },
]

export const REFERENCE_FACTS = [
  "The number of degrees of arc in a circle is 360.",
  "The number of radians of arc in a circle is 2π.",
  "The sum of the measures in degrees of the angles of a triangle is 180.",
]
