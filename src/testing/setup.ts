import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// findBy*/waitFor give up after 1 s by default: a render on a loaded 2-core machine
// can take longer. The limit only bounds a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
