// The offer stored with a booking, as the emails write it: the same lines, dates and sentences
// as the booking page (src/components/offer/stay-offer-breakdown.tsx), from the snapshot
// alone — nothing here adds, rounds or dates a figure. Pure functions: unit-tested with the
// app's tests.
import { formatAmount, formatDueDay, plural } from './format.ts'
import type { QuotePayload } from './payload.ts'

/** "10 %" never breaks between the figure and its sign. */
const keep = (text: string) => text.replace(/ %/g, '\u00a0%')

export interface OfferRow {
  label: string
  /** How the amount was counted ("2 adults × 7 nights × €4.32"), if the line says. */
  basis: string | null
  amount: string
}

/** Every line of the quote, in its order, with its basis and amount. */
export function offerLines(quote: QuotePayload): OfferRow[] {
  return quote.lines.map((line) => ({
    label: keep(line.label),
    basis: line.basis ? keep(line.basis) : null,
    amount: formatAmount(line.amount),
  }))
}

/** "Deposit (30 %), due at confirmation, by 14 July 2026" and its amount, per payment. */
export function paymentRows(quote: QuotePayload): [string, string][] {
  return quote.payments.map((payment) => [
    payment.kind === 'deposit'
      ? `${keep(payment.label)}, due at confirmation, by ${formatDueDay(payment.due_on)}`
      : payment.kind === 'balance'
        ? `${payment.label}, tourist tax included, due by ${formatDueDay(payment.due_on)}`
        : `${payment.label}, due by ${formatDueDay(payment.due_on)}`,
    formatAmount(payment.amount),
  ])
}

/** "Until 4 May 2026", "5 May 2026 – 3 June 2026", "From 4 June 2026" and what cancelling costs. */
export function cancellationRows(quote: QuotePayload): [string, string][] {
  const last = quote.cancellation.length - 1
  return quote.cancellation.map((tier, i) => [
    i === 0
      ? `Until ${formatDueDay(tier.until_date)}`
      : i === last
        ? `From ${formatDueDay(tier.from_date)}`
        : `${formatDueDay(tier.from_date)} – ${formatDueDay(tier.until_date)}`,
    `${formatAmount(tier.amount)} (${keep(`${tier.charge_percent} %`)})`,
  ])
}

/** The re-let sentence of the booking page, or null without a re-let fee or cancellation tiers. */
export function reletSentence(quote: QuotePayload): string | null {
  if (quote.relet_fee === null || quote.cancellation.length === 0) return null
  return `If we let the villa again for your dates, we refund what you paid for the nights let again, less ${formatAmount(quote.relet_fee)}.`
}

/** The refundable security deposit, apart from the total, or null when the villa asks none. */
export function securityDeposit(quote: QuotePayload): string | null {
  return quote.security_deposit !== null && quote.security_deposit > 0
    ? formatAmount(quote.security_deposit)
    : null
}

/** "2 adults, 1 child"; "4 guests" for a booking made before adults and children were asked. */
export function guestsText(guests: number, adults: number | null, children: number): string {
  if (adults === null) return plural(guests, 'guest')
  return children > 0
    ? `${plural(adults, 'adult')}, ${plural(children, 'child', 'children')}`
    : plural(adults, 'adult')
}

/** The Terms version as a guest can quote it: its first 8 characters, "3f2a9c1b". */
export function termsVersionText(version: string): string {
  return version.slice(0, 8)
}
