/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register"

/**
 * Registers the offline app shell's service worker (practice only). A new
 * version waits for the student: `onUpdate` gets a function that applies it,
 * so nothing reloads under a running test. Kept free of React so this lazy
 * chunk does not pull React out of the marketing entry into a shared chunk.
 */
export function registerPracticeServiceWorker(onUpdate: (apply: () => void) => void) {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return
  const update = registerSW({ immediate: true, onNeedRefresh: () => onUpdate(() => void update(true)) })
}
