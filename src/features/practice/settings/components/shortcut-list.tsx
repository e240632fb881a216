import { Fragment } from "react"
import { shortcutGroups } from "../domain/shortcuts"

export function ShortcutList() {
  return (
    <div className="mt-4 space-y-6">
      {shortcutGroups.map((group) => (
        <div key={group.title}>
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{group.title}</h3>
          <dl className="divide-y divide-border">
            {group.shortcuts.map((s) => (
              <div
                key={s.action}
                className="flex flex-col gap-1.5 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <dt className="text-sm">{s.action}</dt>
                <dd className="flex flex-wrap items-center gap-1.5 text-sm sm:justify-end">
                  {s.keys.map((combo, i) => (
                    <Fragment key={combo.join("+")}>
                      {i > 0 ? <span className="text-muted-foreground">or</span> : null}
                      <span className="inline-flex gap-1">
                        {combo.map((k) => (
                          <kbd
                            key={k}
                            className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                          >
                            {k}
                          </kbd>
                        ))}
                      </span>
                    </Fragment>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}
