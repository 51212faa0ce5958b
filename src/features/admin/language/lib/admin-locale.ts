import { useSyncExternalStore } from 'react'
import { applyLocale, DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locale'

/**
 * The admin's language on this browser (issue 22): English until the staff member's saved
 * choice is known, and their last choice remembered here so the sign-in screen, the password
 * screens and the next visit open in it before the database answers.
 */
export const ADMIN_LOCALE_STORAGE_KEY = 'riviera-admin-language'

let current: Locale | null = null
const listeners = new Set<() => void>()

function readRemembered(): Locale {
  try {
    const stored = window.localStorage.getItem(ADMIN_LOCALE_STORAGE_KEY)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** The admin's language now: the one set last, else the one remembered, else English. */
export function adminLocale(): Locale {
  current ??= readRemembered()
  return current
}

/**
 * Makes `locale` the admin's language at once (a toast shown next is in it), remembers it on
 * this browser, and tells the screens, which re-render in it.
 */
export function setAdminLocale(locale: Locale): void {
  applyLocale(locale)
  try {
    window.localStorage.setItem(ADMIN_LOCALE_STORAGE_KEY, locale)
  } catch {
    // Private mode without storage: the choice lasts until the page is closed.
  }
  if (locale === adminLocale()) return
  current = locale
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The admin's language, re-rendering the caller when it changes. */
export function useAdminLocale(): Locale {
  return useSyncExternalStore(subscribe, adminLocale, () => DEFAULT_LOCALE)
}
