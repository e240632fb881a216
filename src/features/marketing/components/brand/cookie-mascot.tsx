const chip = "#4a2f12"
const ink = "#2b1a0b"

/**
 * Our cookie character in a graduation cap. Decorative (the headline says it
 * all), so hidden from assistive tech. The bounce is off under reduced motion.
 */
export function CookieMascot({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 210" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="202" rx="52" ry="7" fill="#000" opacity="0.12" />
      <g className="motion-safe:animate-bob">
        <circle cx="100" cy="112" r="80" fill="#d99a4e" stroke="#9c6224" strokeWidth="6" />
        <circle cx="100" cy="112" r="64" fill="#e6b26d" opacity="0.45" />
        <ellipse cx="60" cy="78" rx="10" ry="8" transform="rotate(-20 60 78)" fill={chip} />
        <ellipse cx="140" cy="72" rx="9" ry="7" transform="rotate(15 140 72)" fill={chip} />
        <ellipse cx="152" cy="130" rx="8" ry="10" transform="rotate(10 152 130)" fill={chip} />
        <ellipse cx="50" cy="136" rx="8" ry="9" fill={chip} />
        <ellipse cx="98" cy="168" rx="9" ry="7" transform="rotate(-8 98 168)" fill={chip} />
        <circle cx="126" cy="160" r="5" fill={chip} />
        <circle cx="70" cy="158" r="4" fill={chip} />
        <ellipse cx="78" cy="108" rx="10" ry="12" fill={ink} />
        <ellipse cx="122" cy="108" rx="10" ry="12" fill={ink} />
        <circle cx="81.5" cy="103.5" r="3.5" fill="#fff" />
        <circle cx="125.5" cy="103.5" r="3.5" fill="#fff" />
        <ellipse cx="62" cy="128" rx="10" ry="6" fill="#f08a7e" opacity="0.6" />
        <ellipse cx="138" cy="128" rx="10" ry="6" fill="#f08a7e" opacity="0.6" />
        <path d="M84 126q16 20 32 0z" fill={ink} stroke={ink} strokeWidth="4" strokeLinejoin="round" />
        <path d="M92 132q8 6 16 0" fill="#e36b5d" />
        {/* The light edge keeps the dark cap readable on the dark theme's background. */}
        <path d="M70 40v18q30 14 60 0V40z" fill="#3a2c20" stroke="#7a5a3a" strokeWidth="2" />
        <path d="M100 12l56 22-56 22-56-22z" fill="#2b2118" stroke="#7a5a3a" strokeWidth="2" strokeLinejoin="round" />
        <path d="M100 34l44 4v26" fill="none" stroke="#f3c98b" strokeWidth="3" strokeLinecap="round" />
        <circle cx="144" cy="68" r="5" fill="#f3c98b" />
      </g>
    </svg>
  )
}
