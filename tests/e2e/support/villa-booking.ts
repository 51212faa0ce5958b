import { addDays, format } from 'date-fns'
import type { Page } from '@playwright/test'
import { parisToday } from '../../../src/lib/dates'

/** Villa Mimosa: no confirmed stay or blocked day in the seed, so the journeys own its calendar. */
export const MIMOSA = { id: 'a1000000-0000-4000-8000-000000000005', name: 'Villa Mimosa' }

/** A calendar day counted from today on the Riviera, the app's today (src/lib/dates.ts). */
export function dayFromToday(offset: number): Date {
  return addDays(parisToday(), offset)
}

export const isoDay = (day: Date) => format(day, 'yyyy-MM-dd')

/** Ticks "I accept the Terms of Booking": a request is not sent without it. */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: 'I accept the Terms of Booking' }).check()
}

/**
 * react-day-picker names each day button "Friday, July 10th, 2026" ("Today, …" for today), then
 * our price or the stay's total follows.
 */
export function dayButton(page: Page, day: Date) {
  const name = format(day, 'EEEE, MMMM do, yyyy')
  return page.getByRole('dialog').getByRole('button', { name: new RegExp(`^(Today, )?${name}`) })
}
