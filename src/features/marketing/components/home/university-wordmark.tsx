import type { University } from "../../content/universities"

// Shrink the emblem's letters as the monogram grows, so 1-4 letters fit the shield.
const letterSize = [0, 17, 15, 12, 10] as const

/** Our own wordmark for a university: a plain shield with its letters, then the name. No trademarked logo. */
export function UniversityWordmark({ university }: { university: University }) {
  const { name, monogram, color } = university
  return (
    <span className="flex items-center gap-3 px-6">
      <svg viewBox="0 0 40 44" className="h-11 w-10 shrink-0" aria-hidden="true" focusable="false">
        <path
          d="M20 2 37 7.5V21c0 11-7.5 17.5-17 21C10.5 38.5 3 32 3 21V7.5z"
          fill={color}
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth="2"
        />
        <text
          x="20"
          y="23"
          fill="#fff"
          fontSize={letterSize[Math.min(monogram.length, 4)]}
          fontWeight="700"
          fontFamily="Georgia, serif"
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {monogram}
        </text>
      </svg>
      <span className="font-serif text-lg font-semibold whitespace-nowrap">{name}</span>
    </span>
  )
}
