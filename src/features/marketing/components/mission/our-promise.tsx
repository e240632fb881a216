import { missionStat, promise } from "../../content/mission"

export function OurPromise() {
  return (
    <div className="mx-auto grid max-w-5xl gap-5 px-4 pt-12 pb-20 sm:px-6 md:grid-cols-[1.4fr_1fr]">
      <section aria-labelledby="promise-title" className="rounded-3xl bg-primary p-8 text-primary-foreground md:p-10">
        <h2 id="promise-title" className="text-2xl font-extrabold md:text-3xl">
          {promise.title}
        </h2>
        <p className="mt-4 text-lg text-pretty opacity-95">{promise.body}</p>
      </section>
      <div className="flex flex-col items-center justify-center rounded-3xl border border-border bg-card p-8 text-center shadow-sm">
        <p className="text-6xl font-extrabold tracking-tight text-primary">{missionStat.value}</p>
        <p className="mt-2 text-xl font-bold">{missionStat.label}</p>
        <p className="text-muted-foreground">{missionStat.note}</p>
      </div>
    </div>
  )
}
