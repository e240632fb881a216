import { useEffect, useRef, useState } from "react"

/**
 * True once the element comes within `margin` of the viewport, then stays
 * true. Used to fetch below-the-fold chunks just before they are needed.
 */
export function useNearViewport<T extends Element>(margin = "600px") {
  const ref = useRef<T>(null)
  // Without IntersectionObserver (old browsers, jsdom) load straight away.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined")
  useEffect(() => {
    const node = ref.current
    if (near || !node) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near] as const
}
