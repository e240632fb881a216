import { listTitle, validFilter, type ReviewFilter } from "./filters"

/** Where a review question sits: its list (filter and value) and its position in it. */
export type ReviewPosition = { filter: ReviewFilter; value: string | null; index: number }

/** What navigating to a question carries in route state (spec, section 2), with the URL as its copy. */
export type ReviewRouteState = ReviewPosition & { ids: string[]; title: string }

/**
 * The search params of a question's URL: `?filter=section&value=math&i=3`.
 * A reload or a shared link rebuilds the list from these alone.
 */
export function encodePosition(p: ReviewPosition): string {
  const params = new URLSearchParams({ filter: p.filter })
  if (p.value !== null) params.set("value", p.value)
  params.set("i", String(p.index))
  return params.toString()
}

/**
 * The position a URL names, or null when its filter is unknown or lacks a
 * needed value (the page then shows the question alone). A missing or bad
 * index reads as 0: the list is still worth showing.
 */
export function decodePosition(search: string | URLSearchParams): ReviewPosition | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search
  const f = validFilter(params.get("filter"), params.get("value"))
  if (!f) return null
  const raw = params.get("i")
  const i = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 0
  return { ...f, index: i }
}

/** The path and state to open question `index` of a list. */
export function questionLink(ids: string[], index: number, filter: ReviewFilter, value: string | null) {
  const state: ReviewRouteState = { ids, index, filter, value, title: listTitle(filter, value) }
  return {
    to: `/practice/review/question/${encodeURIComponent(ids[index] ?? "")}?${encodePosition({ filter, value, index })}`,
    state,
  }
}

/** Route state as it arrives (unknown, from history): used only when it is well-formed. */
export function readRouteState(state: unknown): ReviewRouteState | null {
  const s = state as Partial<ReviewRouteState> | null
  if (!s || !Array.isArray(s.ids) || !s.ids.every((id) => typeof id === "string")) return null
  if (typeof s.index !== "number" || typeof s.title !== "string") return null
  const f = validFilter(s.filter, s.value)
  return f ? { ids: s.ids, index: s.index, title: s.title, ...f } : null
}

/**
 * Where `id` sits in `ids`: at `hint` when the list still has it there
 * (a list can hold each id once, but an edited list may have moved it),
 * else its first index, else -1.
 */
export function locate(ids: readonly string[], id: string, hint: number): number {
  if (ids[hint] === id) return hint
  return ids.indexOf(id)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Question ids are UUIDs: anything else in the URL is a question that doesn't exist (no need to ask). */
export const isQuestionId = (id: string) => UUID.test(id)
