import { formatAmount } from '@/lib/money'
import * as m from '@/paraglide/messages'

/**
 * Pure helpers of the staff's booking changes (issue 21): cancelling a confirmed stay, moving it,
 * entering a booking by hand. The figures come from the database; these only read and word them.
 */

export type AmountInput = { amount: number; error: null } | { amount: null; error: string }

/**
 * An amount in euros as staff type it ("3 200", "3200,50", "€3,200.50"): at most two decimals,
 * never negative. An empty field is an error when `required`.
 */
export function parseAmount(text: string, { required = true } = {}): AmountInput {
  const cleaned = text.replace(/[€\s\u00a0\u202f]/g, '')
  if (cleaned === '') {
    return required
      ? { amount: null, error: m.admin_bookings_amount_required() }
      : { amount: 0, error: null }
  }
  // "3,200.50" (thousands) or "3200,50" (decimal comma)
  const normalised = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(cleaned)
    ? cleaned.replace(/,/g, '')
    : cleaned.replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) {
    return { amount: null, error: m.admin_bookings_amount_invalid() }
  }
  const amount = Number(normalised)
  if (amount > 10_000_000) return { amount: null, error: m.admin_bookings_amount_too_large() }
  return { amount, error: null }
}

/** The re-quote's difference in words: what to collect, to refund, or no change. */
export function differenceText(difference: number): string {
  const cents = Math.round(difference * 100)
  if (cents === 0) return m.admin_bookings_no_change()
  return cents > 0
    ? m.admin_bookings_to_collect({ amount: formatAmount(cents / 100) })
    : m.admin_bookings_to_refund({ amount: formatAmount(-cents / 100) })
}

/** Nights between two yyyy-MM-dd days (0 when the order is wrong or a day is missing). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!checkIn || !checkOut) return 0
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000)
  return Number.isFinite(nights) && nights > 0 ? nights : 0
}
