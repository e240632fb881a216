import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query"
import { withToast } from "@/lib/notify"
import { toggleFavorite } from "@/lib/supabase/rpc/review"
import { reviewKeys } from "./keys"
import type { ReviewListItem, ReviewQuestion } from "./types"

type Snapshot = [QueryKey, unknown][]

/**
 * Stars or unstars a question at once (optimistic, in the question and in
 * every cached list), puts everything back if the server refuses, and says
 * so. The server's answer is the truth: its boolean is written back.
 */
export function useToggleFavorite(userId: string) {
  const client = useQueryClient()
  const setEverywhere = (id: string, favorite: boolean) => {
    client.setQueryData<ReviewQuestion>(reviewKeys.question(userId, id), (q) => q && { ...q, is_favorite: favorite })
    client.setQueriesData<ReviewListItem[]>({ queryKey: reviewKeys.lists(userId) }, (list) =>
      list?.map((item) => (item.id === id ? { ...item, is_favorite: favorite } : item)),
    )
  }
  return useMutation({
    mutationFn: ({ id }: { id: string; favorite: boolean }) => toggleFavorite(id),
    onMutate: async ({ id, favorite }) => {
      await client.cancelQueries({ queryKey: reviewKeys.user(userId) })
      const snapshot: Snapshot = client.getQueriesData({ queryKey: reviewKeys.user(userId) })
      setEverywhere(id, favorite)
      return { snapshot }
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data)
      withToast((toast) => toast.error("Couldn't update your favourites. Please try again."))
    },
    onSuccess: (favorite, { id }) => setEverywhere(id, favorite),
    // The Favorites list and the count on the overview follow.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.list(userId, "favorites", null) }),
        client.invalidateQueries({ queryKey: [...reviewKeys.user(userId), "stats"] }),
      ]),
  })
}
