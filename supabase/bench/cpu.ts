import { readFileSync, readdirSync } from "node:fs"

/**
 * CPU time from /proc (Linux): the whole machine, and this process with
 * everything it started (Postgres and its backends, PostgREST). The machine
 * is shared, so a slow run can come from someone else's work: the difference
 * says how much.
 */
type Snapshot = { at: number; machineBusy: number; machineTotal: number; ours: number; waitNs: number }

const TICKS_PER_SECOND = 100

function machine() {
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number)
  const idle = cpu[3]! + (cpu[4] ?? 0)
  const total = cpu.reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}

/** The pids of this process and everything it started (Postgres and its backends, PostgREST). */
function ourPids() {
  const parent = new Map<number, number>()
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8")
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]))
    } catch {
      // The process ended while we looked.
    }
  }
  const mine = (pid: number): boolean => pid === process.pid || (pid > 1 && parent.has(pid) && mine(parent.get(pid)!))
  return [...parent.keys()].filter(mine)
}

/**
 * For this process tree: CPU ticks used (utime + stime, with exited
 * children's), and nanoseconds its threads spent runnable but waiting for a
 * CPU (the second field of /proc/<pid>/task/<tid>/schedstat).
 */
function ours() {
  let ticks = 0
  let waitNs = 0
  for (const pid of ourPids()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])
      for (const tid of readdirSync(`/proc/${pid}/task`))
        waitNs += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[1])
    } catch {
      // The process ended while we looked.
    }
  }
  return { ticks, waitNs }
}

export function cpuSnapshot(): Snapshot {
  const m = machine()
  const o = ours()
  return { at: performance.now(), machineBusy: m.busy, machineTotal: m.total, ours: o.ticks, waitNs: o.waitNs }
}

/** Cores used between two snapshots: by the machine, by this benchmark's processes, by everything else. */
export function cpuBetween(a: Snapshot, b: Snapshot) {
  const seconds = (b.at - a.at) / 1000
  const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds
  const machineCores = (b.machineTotal - a.machineTotal) / TICKS_PER_SECOND / seconds || 1
  const busy = cores(b.machineBusy - a.machineBusy)
  const ours = cores(b.ours - a.ours)
  return { cores: machineCores, busy, ours, others: Math.max(0, busy - ours), waitMs: (b.waitNs - a.waitNs) / 1e6 }
}

export const cpuLine = (c: ReturnType<typeof cpuBetween>) =>
  `CPU: ${c.busy.toFixed(2)} of ${c.cores.toFixed(0)} cores busy; this benchmark ${c.ours.toFixed(2)}, other processes ${c.others.toFixed(2)}; ` +
  `our threads waited ${(c.waitMs / 1000).toFixed(2)} s for a CPU`

/** Which part of the stack a process of this benchmark's tree is, by its name. */
function componentOf(pid: number, comm: string) {
  if (pid === process.pid) return "client"
  if (comm === "postgres") return "Postgres"
  if (comm.startsWith("postgrest")) return "PostgREST"
  if (comm.startsWith("node") || comm.startsWith("MainThread")) return "gateway and auth (Node)"
  return comm
}

/** CPU ticks so far per part of this benchmark's tree (exited Postgres backends count with the postmaster). */
export function cpuByComponent(): { at: number; ticks: Record<string, number> } {
  const ticks: Record<string, number> = {}
  for (const pid of ourPids()) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      // Own time, plus exited children's only for Postgres (its backends come and go).
      let t = Number(f[11]) + Number(f[12])
      if (comm === "postgres") t += Number(f[13]) + Number(f[14])
      const part = componentOf(pid, comm)
      ticks[part] = (ticks[part] ?? 0) + t
    } catch {
      // The process ended while we looked.
    }
  }
  return { at: performance.now(), ticks }
}

/** Cores each part used between two cpuByComponent() readings, busiest first. */
export function componentsBetween(a: ReturnType<typeof cpuByComponent>, b: ReturnType<typeof cpuByComponent>) {
  const seconds = (b.at - a.at) / 1000
  return Object.keys(b.ticks)
    .map((k) => ({ part: k, cores: ((b.ticks[k] ?? 0) - (a.ticks[k] ?? 0)) / TICKS_PER_SECOND / seconds }))
    .sort((x, y) => y.cores - x.cores)
}
