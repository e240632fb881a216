import { results } from "../../content/home"

export function Results() {
  return (
    <section aria-labelledby="results-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
      <div className="rounded-3xl bg-cookie-900 px-6 py-12 text-center text-white md:px-12 dark:border dark:border-border dark:bg-card">
        <h2 id="results-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          {results.title}
        </h2>
        <dl className="mt-10 grid gap-10 md:grid-cols-3">
          {results.stats.map((stat) => (
            <div key={stat.value} className="flex flex-col-reverse">
              <dt className="mt-2 text-lg font-semibold">
                {stat.label}
                {stat.note ? <span className="block text-sm font-normal text-cookie-100">{stat.note}</span> : null}
              </dt>
              <dd className="text-5xl font-extrabold tracking-tight text-cookie-300 md:text-6xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
