import type { ReviewFilter } from "../domain/filters"

/*
 * Review query keys. Each carries the user id: a cache kept across a
 * sign-out/sign-in on one device must never show one student's favourites
 * or figures to another.
 */
export const reviewKeys = {
  all: ["practice", "review"] as const,
  user: (userId: string) => [...reviewKeys.all, userId] as const,
  stats: (userId: string, timeZone: string) => [...reviewKeys.user(userId), "stats", timeZone] as const,
  lists: (userId: string) => [...reviewKeys.user(userId), "list"] as const,
  list: (userId: string, filter: ReviewFilter, value: string | null) =>
    [...reviewKeys.lists(userId), filter, value] as const,
  questions: (userId: string) => [...reviewKeys.user(userId), "question"] as const,
  question: (userId: string, id: string) => [...reviewKeys.questions(userId), id] as const,
}
