import { useId } from "react"
import { SegmentedGroup, SegmentedItem } from "@/components/ui/radio-group"
import {
  FONT_SIZE_LABELS,
  FONT_SIZES,
  THEME_LABELS,
  THEMES,
  type FontSize,
  type Theme,
} from "@/features/practice/shell/domain/preferences"
import { setFontSize, setHideTimer, setTheme, usePreferences } from "@/features/practice/shell/hooks/use-preferences"
import { ShortcutList } from "./shortcut-list"

function SettingRow({
  title,
  hint,
  children,
  id,
}: {
  title: string
  hint: string
  id: string
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  )
}

/** Display preferences (saved on this device) and the keyboard shortcuts. */
export function SettingsPage() {
  const prefs = usePreferences()
  const ids = { theme: useId(), font: useId(), timer: useId(), timerHint: useId() }
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Settings</h1>
      <section aria-labelledby="settings-display" className="rounded-xl border border-border bg-card px-5 sm:px-6">
        <h2 id="settings-display" className="pt-5 text-lg font-bold">
          Display
        </h2>
        <div className="divide-y divide-border">
          <SettingRow id={ids.theme} title="Theme" hint="Dark is the default; System follows your device.">
            <SegmentedGroup aria-labelledby={ids.theme} value={prefs.theme} onValueChange={(v) => setTheme(v as Theme)}>
              {THEMES.map((t) => (
                <SegmentedItem key={t} value={t}>
                  {THEME_LABELS[t]}
                </SegmentedItem>
              ))}
            </SegmentedGroup>
          </SettingRow>
          <SettingRow id={ids.font} title="Font size" hint="Scales the text of the whole practice app.">
            <SegmentedGroup
              aria-labelledby={ids.font}
              value={prefs.fontSize}
              onValueChange={(v) => setFontSize(v as FontSize)}
            >
              {FONT_SIZES.map((s) => (
                <SegmentedItem key={s} value={s}>
                  {FONT_SIZE_LABELS[s]}
                </SegmentedItem>
              ))}
            </SegmentedGroup>
          </SettingRow>
          <SettingRow
            id={ids.timer}
            title="Hide timer by default"
            hint="Tests start with the countdown hidden; it always returns for the last 5 minutes."
          >
            <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                role="switch"
                aria-labelledby={ids.timer}
                checked={prefs.hideTimer}
                onChange={(e) => setHideTimer(e.target.checked)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="relative h-6 w-11 rounded-full bg-border transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
              />
              <span aria-hidden="true">{prefs.hideTimer ? "On" : "Off"}</span>
            </label>
          </SettingRow>
        </div>
      </section>
      <section aria-labelledby="settings-shortcuts" className="rounded-xl border border-border bg-card p-5 sm:p-6">
        <h2 id="settings-shortcuts" className="text-lg font-bold">
          Keyboard shortcuts
        </h2>
        <ShortcutList />
      </section>
    </div>
  )
}
