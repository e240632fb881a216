import type { TestProject } from "vitest/node"
import { startLocalSupabase } from "../local"

/** One local stack per integration run, shared by every test file. */
export default async function setup(project: TestProject) {
  // Hundreds of students sign in from 127.0.0.1 here; auth-rate-limits.test.ts
  // runs the limits in a service of its own. The gateway's anonymous gate is
  // off so that anonymous tests reach PostgREST and prove the database's own
  // grants (all a hosted project has); attacks-gateway.test.ts puts a gateway
  // with the gate in front of this stack's PostgREST.
  const stack = await startLocalSupabase({ port: 0, authRateLimits: false, anonymousGate: false })
  project.provide("stack", {
    url: stack.url,
    dbUrl: stack.dbUrl,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    startupMs: stack.startupMs,
    postgrestPort: stack.postgrestPort,
  })
  return () => stack.stop()
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: {
      url: string
      dbUrl: string
      anonKey: string
      serviceRoleKey: string
      startupMs: number
      postgrestPort: number
    }
  }
}
