import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * `fallback` until it comes within a screen's height of the visitor's view, then `children`
 * (for good: scrolling away keeps them). On a phone the booking form sits below the whole villa
 * page: loading, drawing and asking the API for it while the visitor reads the top cost the
 * phone a second of blocked main thread. On a wide screen it is in view, so it comes at once.
 */
export function WhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [isNear, setIsNear] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = frame.current
    if (isNear || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: React draws the children in slices, the fallback staying until then.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setIsNear(true))
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])

  return isNear ? children : <div ref={frame}>{fallback}</div>
}
