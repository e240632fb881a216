import { useEffect, type ReactNode } from "react"
import { BrowserRouter, Route, Routes, useLocation } from "react-router-dom"
import { notifyLocationChange } from "@/lib/routing/location"

/** Lets the app shell follow navigations React Router makes (e.g. a link back to /). */
function ReportNavigations() {
  const { pathname } = useLocation()
  useEffect(notifyLocationChange, [pathname])
  return null
}

/**
 * React Router for the practice tree only: it loads with the lazy /practice
 * chunk, so the marketing entry never pays for it. Practice routes keep
 * using <Routes>, <Navigate> and hooks relative to /practice as before.
 */
export function PracticeRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ReportNavigations />
      <Routes>
        <Route path="practice/*" element={children} />
      </Routes>
    </BrowserRouter>
  )
}
