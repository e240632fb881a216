import type { TestProject } from "vitest/node"
import { startLocalSupabase } from "../local"

/** One local stack per integration run, shared by every test file. */
export default async function setup(project: TestProject) {
  // Hundreds of students sign in from 127.0.0.1 here; auth-rate-limits.test.ts
  // runs the limits in a service of its own.
  const stack = await startLocalSupabase({ port: 0, authRateLimits: false })
  project.provide("stack", {
    url: stack.url,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    startupMs: stack.startupMs,
  })
  return () => stack.stop()
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: { url: string; dbUrl: string; anonKey: string; serviceRoleKey: string; startupMs: number }
  }
}
