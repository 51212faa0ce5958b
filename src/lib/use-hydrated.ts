import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while a page is drawn at build time and while the browser hydrates that drawing, true
 * once the app runs it (at once on a page the browser draws itself). The booking and enquiry
 * forms show their placeholder until then: drawn at build time, a form could be typed into
 * before its code runs, and what was typed would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
