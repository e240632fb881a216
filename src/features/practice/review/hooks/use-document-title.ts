import { useEffect } from "react"

/** "{title} · SAT Cookie Practice" while the page shows (null leaves the title alone). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} · SAT Cookie Practice`
  }, [title])
}
