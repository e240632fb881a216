import { clsx } from "clsx"
import { useState } from "react"
import { PauseIcon, PlayIcon } from "@/components/ui/icons"
import { stripUniversities } from "../../content/universities"
import { UniversityWordmark } from "./university-wordmark"

function WordmarkList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      aria-label={hidden ? undefined : "Universities our students got into"}
      aria-hidden={hidden || undefined}
      className={clsx(
        "flex shrink-0 items-center py-3 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4",
        hidden && "motion-reduce:hidden",
      )}
    >
      {stripUniversities.map((university) => (
        <li key={university.name}>
          <UniversityWordmark university={university} />
        </li>
      ))}
    </ul>
  )
}

/**
 * An endless strip of wordmarks, moved by CSS alone. The track holds the list
 * twice (the copy hidden from assistive tech) and slides by half its width.
 * It pauses on hover, on keyboard focus within, and with the pause button;
 * under reduced motion it stands still as a wrapped grid.
 */
export function UniversityStrip() {
  const [paused, setPaused] = useState(false)
  return (
    <div className="group">
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_6%,#000_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="university-track"
          className={clsx(
            "flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none",
            paused && "[animation-play-state:paused]",
          )}
        >
          <WordmarkList />
          <WordmarkList hidden />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl justify-end px-4 motion-reduce:hidden sm:px-6">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          {paused ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
          {paused ? "Play animation" : "Pause animation"}
        </button>
      </div>
    </div>
  )
}
