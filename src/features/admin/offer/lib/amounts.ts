const whole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})
const cents = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
})

/** "€150", "€2.30": fees and tax rates have cents, shown only when there are some. */
export function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount)
}

/** "30 %", "2.5 %". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))} %`
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

/** "1 day", "3 days"; "1 night", "7 nights". */
export function plural(count: number, one: string): string {
  return `${count} ${count === 1 ? one : `${one}s`}`
}
