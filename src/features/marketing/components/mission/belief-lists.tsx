import { beliefs, differently } from "../../content/mission"
import { CheckList } from "../shared/check-list"

export function BeliefLists() {
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 py-12 sm:px-6 md:grid-cols-2">
      {[beliefs, differently].map((list, i) => (
        <section
          key={list.title}
          aria-labelledby={`beliefs-${i}`}
          className="rounded-3xl border border-border bg-card p-6 shadow-sm md:p-8"
        >
          <h2 id={`beliefs-${i}`} className="text-2xl font-extrabold">
            {list.title}
          </h2>
          <CheckList items={list.items} className="mt-5" />
        </section>
      ))}
    </div>
  )
}
