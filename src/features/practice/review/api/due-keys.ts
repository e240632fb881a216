import { reviewKeys } from "./keys"

/*
 * The mistakes queue's keys sit under reviewKeys.user(userId): whatever
 * refreshes a student's review data (a check, a favourite) refreshes the
 * queue and its count too. The zone is in the key: "today" depends on it.
 */
export const dueKeys = {
  all: (userId: string) => [...reviewKeys.user(userId), "due"] as const,
  list: (userId: string, timeZone: string) => [...dueKeys.all(userId), "list", timeZone] as const,
  count: (userId: string, timeZone: string) => [...dueKeys.all(userId), "count", timeZone] as const,
}
