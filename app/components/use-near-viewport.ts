import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the viewport (then stays true): heavy parts such
 * as the maps load only for visitors who get near them. `force()` sets it at once (a visitor asked
 * for the part). Without IntersectionObserver it is true after hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100px 0px') {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin])
  return { near, force: () => setNear(true) }
}
