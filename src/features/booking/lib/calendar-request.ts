import { useEffect, useSyncExternalStore } from 'react'

/**
 * "Open the calendar" from outside the booking form (the phone's booking bar), also when the
 * form or its availability is still loading: the wish is kept until the calendar can open.
 */
let isRequested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function openBookingCalendar() {
  const trigger = document.querySelector<HTMLButtonElement>('[data-dates-trigger]')
  if (trigger && !trigger.disabled) {
    trigger.click()
    return
  }
  isRequested = true
  for (const listener of listeners) listener()
}

/** Opens the calendar (`open`) once it is ready, if it was asked for before. */
export function useCalendarRequest(isReady: boolean, open: () => void) {
  const requested = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  )
  useEffect(() => {
    if (!isReady || !requested) return
    isRequested = false
    open()
  }, [isReady, requested, open])
}
