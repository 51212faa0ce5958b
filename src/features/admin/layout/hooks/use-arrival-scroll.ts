import { useEffect, type RefObject } from 'react'

/** How long the page may keep growing around the element before we let it be. */
const SETTLE_MS = 4000
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Brings the element to the top of the view once `isReady`, and keeps it there while the cards
 * around it finish loading: one that grows above it would otherwise push it out of view (the
 * browser's scroll anchoring gives up when its anchor is a spinner that gets replaced). The first
 * wheel, touch, key or click hands the scroll back to the person.
 */
export function useArrivalScroll(ref: RefObject<HTMLElement | null>, isReady: boolean) {
  useEffect(() => {
    const element = ref.current
    if (!isReady || !element) return
    const bringIntoView = () => element.scrollIntoView({ block: 'start' })
    bringIntoView()
    const observer = new ResizeObserver(bringIntoView)
    observer.observe(document.body)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      for (const type of USER_INPUT) window.removeEventListener(type, stop, true)
    }
    const timer = window.setTimeout(stop, SETTLE_MS)
    for (const type of USER_INPUT)
      window.addEventListener(type, stop, { capture: true, passive: true })
    return stop
  }, [ref, isReady])
}
