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
 * `children` once the app runs the page, `fallback` until then. The enquiry forms show their
 * frame meanwhile: drawn at build time, a form could be typed into before its code runs, and what
 * was typed would be lost. After hydration React draws this small component again at once (the
 * store's answer changed), still with the frame, and the form in a transition, in slices.
 * (The villa page's booking form waits for the visitor to near it: lib/when-near.tsx.)
 */
export function WhenHydrated({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useDeferredValue(useHydrated())
  return hydrated ? children : fallback
}
