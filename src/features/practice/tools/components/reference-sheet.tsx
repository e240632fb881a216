import { REFERENCE_FACTS, REFERENCE_FIGURES } from "./reference-figures"
import { ToolPanel } from "./tool-panel"

/** The reference formulas, as a list of figures: usable inside a panel or on its own. */
export function ReferenceSheet() {
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {REFERENCE_FIGURES.map((f) => (
          <li key={f.id}>
            <figure className="flex h-full flex-col items-center rounded-lg border border-border p-2 text-center">
              <svg
                viewBox="0 0 92 82"
                width="92"
                height="82"
                role="img"
                aria-labelledby={`ref-${f.id}-desc`}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              >
                <desc id={`ref-${f.id}-desc`}>{f.description}</desc>
                {f.drawing}
              </svg>
              <figcaption className="mt-1 text-xs">
                <span className="block font-semibold">{f.name}</span>
                {f.formulas.map((x) => (
                  <span key={x} className="block font-serif text-sm">
                    {x}
                  </span>
                ))}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ul className="list-disc pl-5 text-sm">
        {REFERENCE_FACTS.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </div>
  )
}

export type ReferenceSheetPanelProps = { onClose: () => void; defaultDocked?: boolean }

export function ReferenceSheetPanel({ onClose, defaultDocked }: ReferenceSheetPanelProps) {
  return (
    <ToolPanel title="Reference" onClose={onClose} defaultDocked={defaultDocked} width={440} scrollFocusable>
      <ReferenceSheet />
    </ToolPanel>
  )
}
