import { addDays, differenceInCalendarDays } from 'date-fns'
import { isoDay } from '@/lib/dates'
import { currentLocale, type Locale } from '@/lib/i18n/locale'

/** Nightly prices by day (yyyy-MM-dd), as loaded for the picker. */
export type PriceByDay = ReadonlyMap<string, number>

/**
 * Nights between check-in and check-out: the ceiling of the day difference. Calendar days, so a
 * daylight-saving change (a 23- or 25-hour "day") never adds or loses a night.
 */
export function countNights(checkIn: Date, checkOut: Date): number {
  return Math.max(0, Math.ceil(differenceInCalendarDays(checkOut, checkIn)))
}

/** The nights of a stay: check-in up to the day before check-out (yyyy-MM-dd). */
export function stayNights(checkIn: Date, checkOut: Date): string[] {
  return Array.from({ length: countNights(checkIn, checkOut) }, (_, i) =>
    isoDay(addDays(checkIn, i)),
  )
}

/** The price of one night: the loaded price of that day, else the villa's base price. */
export function nightlyPrice(day: string, prices: PriceByDay, basePrice: number): number {
  return prices.get(day) ?? basePrice
}

export interface PriceLine {
  price: number
  nights: number
}

export interface StayQuote {
  nights: number
  /** Consecutive nights at the same price, in stay order: "3 nights × €850". */
  lines: PriceLine[]
  total: number
}

/** Consecutive nights at the same price as lines ("3 nights × €850"), in stay order. */
export function priceLines(nights: readonly { price: number }[]): PriceLine[] {
  const lines: PriceLine[] = []
  for (const { price } of nights) {
    const last = lines.at(-1)
    if (last && last.price === price) last.nights += 1
    else lines.push({ price, nights: 1 })
  }
  return lines
}

/** The total of a stay is the sum of its nightly prices (the database computes it the same way). */
export function quoteStay(
  checkIn: Date,
  checkOut: Date,
  prices: PriceByDay,
  basePrice: number,
): StayQuote {
  const lines: PriceLine[] = []
  let total = 0
  for (const day of stayNights(checkIn, checkOut)) {
    const price = nightlyPrice(day, prices, basePrice)
    total += price
    const last = lines.at(-1)
    if (last && last.price === price) last.nights += 1
    else lines.push({ price, nights: 1 })
  }
  return { nights: countNights(checkIn, checkOut), lines, total }
}

/**
 * A price for a calendar cell, exact to the euro and readable on a phone: "€850", "€1,820"
 * ("850 €", "1 820 €" in French). Only five figures are shortened, to whole thousands: "€12k"
 * ("12 k€").
 */
export function formatCellEuro(amount: number, locale: Locale = currentLocale()): string {
  if (locale === 'fr') {
    if (amount < 10_000) return `${Math.round(amount).toLocaleString('fr-FR')}\u00a0€`
    return `${Math.round(amount / 1000)}\u00a0k€`
  }
  if (amount < 10_000) return `€${Math.round(amount).toLocaleString('en-US')}`
  return `€${Math.round(amount / 1000)}k`
}
