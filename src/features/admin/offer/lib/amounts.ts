import { formatAmount as formatMoney } from '@/lib/money'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** "€150", "€2.30" ("150 €", "2,30 €"): fees and tax rates have cents, shown only when there are some. */
export function formatAmount(amount: number): string {
  return formatMoney(amount)
}

/** "30 %", "2.5 %" ("2,5 %" in French, the space unbreakable). */
export function formatPercent(percent: number): string {
  if (currentLocale() === 'en') return `${Number(percent.toFixed(2))} %`
  const value = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(percent)
  return `${value}\u00a0%`
}

/** A decimal typed in a field: a number from `min` to `max`, at most 2 decimals. */
export function isDecimalIn(text: string, min: number, max: number): boolean {
  const trimmed = text.trim()
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return false
  const value = Number(trimmed.replace(',', '.'))
  return value >= min && value <= max
}

/** A whole number typed in a field, from `min` to `max`. */
export function isWholeIn(text: string, min: number, max: number): boolean {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) && Number(trimmed) >= min && Number(trimmed) <= max
}

/** The number a validated field holds ("2,5" is 2.5). */
export function toNumber(text: string): number {
  return Number(text.trim().replace(',', '.'))
}

/** "1 day", "3 days" ("1 jour", "3 jours"). */
export function days(count: number): string {
  return m.admin_offer_days({ count })
}

/** "1 night", "7 nights" ("1 nuit", "7 nuits"). */
export function nights(count: number): string {
  return m.admin_offer_nights({ count })
}
