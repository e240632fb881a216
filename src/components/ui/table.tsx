import { clsx } from "clsx"

/** One column of a data table's header: figures are right-aligned; `className` is what only this column needs. */
export type HeaderColumn = { label: string; align?: "right"; className?: string }

/**
 * The header row of a data table: a bold `<th scope="col">` per column, so
 * screen readers announce each cell with its column. `cell` is the padding
 * every heading shares with its column's cells (px-4 py-3 in a card, py-1 in
 * the printed report): the body rows differ from table to table and stay with it.
 */
export function HeaderRow({ columns, cell }: { columns: readonly HeaderColumn[]; cell: string }) {
  return (
    <tr>
      {columns.map((c) => (
        <th
          key={c.label}
          scope="col"
          className={clsx(c.className, cell, c.align === "right" && "text-right", "font-semibold")}
        >
          {c.label}
        </th>
      ))}
    </tr>
  )
}
