import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { SidebarProvider } from "@/components/ui/sidebar"
import { AppSidebar } from "./app-sidebar"

const due = vi.hoisted(() => ({ getDueCount: vi.fn() }))
vi.mock("@/lib/supabase/rpc/due-count", () => due)

function renderSidebar(userId?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/practice"]}>
        <SidebarProvider>
          <AppSidebar userId={userId} />
        </SidebarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe("AppSidebar's 'Due today' entry", () => {
  beforeEach(() => {
    due.getDueCount.mockReset()
    due.getDueCount.mockResolvedValue(3)
  })

  it("sits in Review Questions and carries the live count in its name", async () => {
    renderSidebar("u1")
    const nav = screen.getByRole("navigation", { name: "Practice" })
    // The count arrives through React Query: seconds, not testing-library's 1 s, on a busy machine.
    const link = await within(nav).findByRole("link", { name: /^Due today ?\(3 due\)$/ }, { timeout: 10_000 })
    expect(link).toHaveAttribute("href", "/practice/review/due")
  })

  it("asks for no count without a student", () => {
    renderSidebar()
    expect(screen.getByRole("link", { name: "Due today" })).toBeInTheDocument()
    expect(due.getDueCount).not.toHaveBeenCalled()
  })
})
