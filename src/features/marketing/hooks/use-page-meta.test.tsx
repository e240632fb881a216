import { renderHook } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { pageMeta, siteUrl, type PageMeta } from "../content/meta"
import { usePageMeta } from "./use-page-meta"

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content

describe("usePageMeta", () => {
  beforeEach(() => {
    document.head.innerHTML = `<title>Start</title><meta name="description" content="start">`
  })

  it.each(Object.entries(pageMeta))("sets title, description and Open Graph tags for %s", (_, meta) => {
    renderHook(() => usePageMeta(meta))
    expect(document.title).toBe(meta.title)
    expect(content('meta[name="description"]')).toBe(meta.description)
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(content('meta[property="og:title"]')).toBe(meta.title)
    expect(content('meta[property="og:url"]')).toMatch(new RegExp(`^${siteUrl}/`))
  })

  it("marks only the 404 page noindex", () => {
    const { rerender } = renderHook((meta: PageMeta) => usePageMeta(meta), {
      initialProps: pageMeta.notFound as PageMeta,
    })
    expect(content('meta[name="robots"]')).toBe("noindex")
    rerender(pageMeta.home)
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })
})
