import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { AppRouter } from "@/app/router"
import { listenForStaleChunks } from "@/lib/chunk-reload"
import "./index.css"

// Before anything lazy loads: a tab left open across a deploy reloads once instead of breaking.
listenForStaleChunks()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
)
