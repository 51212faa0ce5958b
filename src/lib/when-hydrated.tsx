import { useDeferredValue, useSyncExternalStore, type ReactNode } from 'react'

const subscribe = () => () => undefined

/**
 * False while a page is drawn at build time and while the browser hydrates that drawing, true
 * once the app runs it (at once on a page the browser draws itself).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * `children` once the app runs the page, `fallback` until then. The booking and enquiry forms
 * show their frame meanwhile: drawn at build time, a form could be typed into before its code
 * runs, and what was typed would be lost. After hydration React draws this small component again
 * at once (the store's answer changed), still with the frame, and the form in a transition, in
 * slices: the booking widget and its calendar are a villa page's largest render (as one piece,
 * a 200 ms task on a phone).
 */
export function WhenHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useDeferredValue(useHydrated())
  return hydrated ? children : fallback
}
