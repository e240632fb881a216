import { useLocation } from "react-router-dom"
import { useReviewList } from "../api/list-review-questions"
import type { ReviewFilter } from "../domain/filters"
import { listTitle } from "../domain/filters"
import { decodePosition, locate, readRouteState } from "../domain/review-url"

export type ReviewPositionState =
  | { status: "loading" }
  /** The question alone: no list in state or URL, or the list no longer holds it. */
  | { status: "alone" }
  | { status: "listed"; ids: string[]; index: number; filter: ReviewFilter; value: string | null; title: string }

/**
 * Where the question `id` sits. Route state (set by the list's links) is used
 * as is; a reload or a shared link has only the URL, so the list is fetched
 * again by its filter and the question found in it (by the URL's index when
 * it still matches, else by id).
 */
export function useReviewPosition(userId: string, id: string): ReviewPositionState {
  const location = useLocation()
  const fromState = readRouteState(location.state)
  const stateUsable = fromState !== null && locate(fromState.ids, id, fromState.index) >= 0
  const fromUrl = stateUsable ? null : decodePosition(location.search)
  const list = useReviewList(userId, fromUrl?.filter ?? "all", fromUrl?.value ?? null, fromUrl !== null)

  if (stateUsable) return { status: "listed", ...fromState, index: locate(fromState.ids, id, fromState.index) }
  if (!fromUrl) return { status: "alone" }
  if (list.isPending) return { status: "loading" }
  if (list.isError) return { status: "alone" }
  const ids = list.data.map((q) => q.id)
  const index = locate(ids, id, fromUrl.index)
  if (index < 0) return { status: "alone" }
  return {
    status: "listed",
    ids,
    index,
    filter: fromUrl.filter,
    value: fromUrl.value,
    title: listTitle(fromUrl.filter, fromUrl.value),
  }
}
