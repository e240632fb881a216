/**
 * Text that keeps the width of its widest form ("Question 20 of 20" while
 * showing "Question 3 of 20"), so what sits beside it never shifts as the
 * student moves. The widest form is laid in the same grid cell, invisible and
 * hidden from screen readers; digits are tabular.
 */
export function SteadyText({ text, widest }: { text: string; widest: string }) {
  return (
    <span className="inline-grid tabular-nums" data-steady-text>
      <span className="col-start-1 row-start-1">{text}</span>
      <span aria-hidden className="invisible col-start-1 row-start-1">
        {widest}
      </span>
    </span>
  )
}
