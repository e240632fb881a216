/** The small logo mark: the favicon's cookie, inline so it follows the text colour scheme. */
export function CookieMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="28" fill="#d99a4e" stroke="#8a5a22" strokeWidth="4" />
      <circle cx="22" cy="24" r="4.5" fill="#4a2f12" />
      <circle cx="40" cy="20" r="3.5" fill="#4a2f12" />
      <circle cx="43" cy="38" r="5" fill="#4a2f12" />
      <circle cx="25" cy="43" r="3.5" fill="#4a2f12" />
      <circle cx="33" cy="31" r="2.5" fill="#4a2f12" />
    </svg>
  )
}
