// The offer stored with a booking, as the emails write it: the same lines, dates and sentences
// as the booking page (src/components/offer/stay-offer-breakdown.tsx), from the snapshot
// alone — nothing here adds, rounds or dates a figure — in the email's language (issue 22).
// Pure functions: unit-tested with the app's tests.
import {
  formatAmount,
  formatDueDay,
  formatPercent,
  keepPercentWithNumber,
  type Language,
} from './format.ts'
import type { QuotePayload } from './payload.ts'
import { textsFor } from './texts.ts'

/**
 * A stored text in the email's language: quote_stay words each in English and in French; a
 * French text it could not word (a charge with no French name, a quote stored before issue 22)
 * stays in English, as on the page (a blank French text too), its "%" held to its number.
 */
function words(english: string, french: string | null, language: Language): string {
  return language === 'fr' && french?.trim() ? french : keepPercentWithNumber(english)
}

export interface OfferRow {
  label: string
  /** How the amount was counted ("2 adults × 7 nights × €4.32"), if the line says. */
  basis: string | null
  amount: string
}

/** Every line of the quote, in its order, with its basis and amount. */
export function offerLines(quote: QuotePayload, language: Language = 'en'): OfferRow[] {
  return quote.lines.map((line) => ({
    label: words(line.label, line.label_fr, language),
    basis: line.basis ? words(line.basis, line.basis_fr, language) : null,
    amount: formatAmount(line.amount, language),
  }))
}

/** "Deposit (30 %), due at confirmation, by 14 July 2026" and its amount, per payment. */
export function paymentRows(quote: QuotePayload, language: Language = 'en'): [string, string][] {
  const t = textsFor(language).offer
  return quote.payments.map((payment) => {
    const label = words(payment.label, payment.label_fr, language)
    const day = formatDueDay(payment.due_on, language)
    return [
      payment.kind === 'deposit'
        ? t.depositRow(label, day)
        : payment.kind === 'balance'
          ? t.balanceRow(label, day)
          : t.paymentRow(label, day),
      formatAmount(payment.amount, language),
    ]
  })
}

/** "Until 4 May 2026", "5 May 2026 – 3 June 2026", "From 4 June 2026" and what cancelling costs. */
export function cancellationRows(
  quote: QuotePayload,
  language: Language = 'en',
): [string, string][] {
  const t = textsFor(language).offer
  const last = quote.cancellation.length - 1
  return quote.cancellation.map((tier, i) => [
    i === 0
      ? t.until(formatDueDay(tier.until_date, language))
      : i === last
        ? t.from(formatDueDay(tier.from_date, language))
        : t.between(
            formatDueDay(tier.from_date, language),
            formatDueDay(tier.until_date, language),
          ),
    `${formatAmount(tier.amount, language)} (${formatPercent(tier.charge_percent, language)})`,
  ])
}

/** The re-let sentence of the booking page, or null without a re-let fee or cancellation tiers. */
export function reletSentence(quote: QuotePayload, language: Language = 'en'): string | null {
  if (quote.relet_fee === null || quote.cancellation.length === 0) return null
  return textsFor(language).offer.relet(formatAmount(quote.relet_fee, language))
}

/** The refundable security deposit, apart from the total, or null when the villa asks none. */
export function securityDeposit(quote: QuotePayload, language: Language = 'en'): string | null {
  return quote.security_deposit !== null && quote.security_deposit > 0
    ? formatAmount(quote.security_deposit, language)
    : null
}

/** "2 adults, 1 child"; "4 guests" for a booking made before adults and children were asked. */
export function guestsText(
  guests: number,
  adults: number | null,
  children: number,
  language: Language = 'en',
): string {
  const counts = textsFor(language).counts
  if (adults === null) return counts.guests(guests)
  return children > 0
    ? `${counts.adults(adults)}, ${counts.children(children)}`
    : counts.adults(adults)
}

/** The Terms version as a guest can quote it: its first 8 characters, "3f2a9c1b". */
export function termsVersionText(version: string): string {
  return version.slice(0, 8)
}

/** The stored quote's tax note and rounding rule in the email's language. */
export function quoteNote(english: string, french: string | null, language: Language = 'en') {
  return words(english, french, language)
}
