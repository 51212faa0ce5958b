import type { DataSource } from '@/lib/query-client'

/**
 * Everything quote_stay reads (a stay's nights, rules, availability, fees, extras, discounts,
 * tourist tax and terms): the reads of every query whose answer is a quote or depends on one
 * (the booking widget's quote, the stay search, the collection filtered by dates).
 */
export const QUOTE_READS = [
  'villas',
  'seasonal_pricing',
  'bookings',
  'blocked_dates',
  'villa_charges',
  'villa_discounts',
  'villa_booking_terms',
  'villa_cancellation_tiers',
  'tourist_tax_communes',
  'tourist_tax_rates',
] as const satisfies readonly DataSource[]
