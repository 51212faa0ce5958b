import { required } from '@/lib/answers'
import type { CompositeTypes } from '@/types/database.types'

type StayQuote = CompositeTypes<'stay_quote'>

/** Everything the quote_stay answer sets when the dates can be priced. */
const OFFER_KEYS = [
  'lines',
  'rent',
  'discounts',
  'fees',
  'extras_total',
  'tourist_tax',
  'price_without_tax',
  'total',
  'payments',
  'cancellation',
  'tax_missing',
  'rounding',
  'quoted_on',
] as const

/**
 * The whole offer of a priced stay, as the database computed it (quote_stay, or the snapshot a
 * booking stored: the booking page, its confirmation and the admin read it alike): every line, the subtotals, the total the guest pays, the security deposit
 * apart, the dated payments and cancellation costs. Null when the dates could not be priced.
 * Nothing is computed here: the browser only shows these figures.
 */
export function toStayOffer(quote: StayQuote | null | undefined) {
  if (!quote || quote.lines === null || quote.total === null) return null
  const offer = required(quote, OFFER_KEYS, 'quote')
  return {
    lines: offer.lines.map((line) =>
      required(line, ['kind', 'label', 'amount', 'quantity', 'unit_amount'], 'quote line'),
    ),
    rent: offer.rent,
    discounts: offer.discounts,
    fees: offer.fees,
    extrasTotal: offer.extras_total,
    touristTax: offer.tourist_tax,
    priceWithoutTax: offer.price_without_tax,
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
    taxNoteFr: offer.tax_note_fr,
    /** No commune or no rate for some nights: the tax is not in the quote (staff see it). */
    taxMissing: offer.tax_missing,
    rounding: offer.rounding,
    roundingFr: offer.rounding_fr,
    quotedOn: offer.quoted_on,
    adults: offer.adults,
    children: offer.children ?? 0,
    extras: offer.extras ?? [],
  }
}

export type StayOffer = NonNullable<ReturnType<typeof toStayOffer>>
