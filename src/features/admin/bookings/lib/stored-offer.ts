import { required } from '@/lib/answers'
import type { CompositeTypes } from '@/types/database.types'

type StayQuote = CompositeTypes<'stay_quote'>

/** Everything a stored quote sets when its stay was priced. */
const OFFER_KEYS = [
  'lines',
  'rent',
  'discounts',
  'fees',
  'extras_total',
  'tourist_tax',
  'total',
  'payments',
  'cancellation',
] as const

/**
 * The offer a booking stored (bookings.quote, the quote_stay answer the guest accepted), checked:
 * every line, the subtotals, the total, the security deposit apart, the dated payments and
 * cancellation costs. Null on a booking made before offers were stored. Nothing is computed.
 */
export function storedOffer(quote: StayQuote | null | undefined) {
  if (!quote || quote.lines === null || quote.total === null) return null
  const offer = required(quote, OFFER_KEYS, 'stored offer')
  return {
    lines: offer.lines.map((line) => required(line, ['kind', 'label', 'amount'], 'offer line')),
    rent: offer.rent,
    discounts: offer.discounts,
    fees: offer.fees,
    extrasTotal: offer.extras_total,
    touristTax: offer.tourist_tax,
    total: offer.total,
    securityDeposit: offer.security_deposit,
    payments: offer.payments.map((payment) =>
      required(payment, ['kind', 'label', 'due_on', 'amount'], 'payment'),
    ),
    cancellation: offer.cancellation.map((tier) =>
      required(tier, ['from_date', 'until_date', 'charge_percent', 'amount'], 'cancellation tier'),
    ),
    reletFee: offer.relet_fee,
    taxNote: offer.tax_note,
    rounding: offer.rounding,
  }
}

export type StoredOffer = NonNullable<ReturnType<typeof storedOffer>>
