import { useEffect } from "react"
import { siteUrl, type PageMeta } from "../content/meta"

function setMeta(attr: "name" | "property", key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (content === null) return tag?.remove()
  if (!tag) {
    tag = document.createElement("meta")
    tag.setAttribute(attr, key)
    document.head.append(tag)
  }
  tag.content = content
}

/**
 * Keeps <title>, the description and the Open Graph tags of index.html in
 * step with the page, updating the existing tags rather than adding twins.
 */
export function usePageMeta({ path, title, description, noindex }: PageMeta) {
  useEffect(() => {
    document.title = title
    setMeta("name", "description", description)
    setMeta("property", "og:title", title)
    setMeta("property", "og:description", description)
    setMeta("property", "og:url", siteUrl + (path || window.location.pathname))
    setMeta("name", "robots", noindex ? "noindex" : null)
  }, [path, title, description, noindex])
}
