import { z } from 'zod'
import * as m from '@/paraglide/messages'
import type { Tables, TablesUpdate } from '@/types/database.types'
import { days, formatAmount, formatPercent, isDecimalIn, isWholeIn, toNumber } from './amounts'

// Messages are read when a value is checked, so they follow the staff member's language.
const decimal = (required: () => string, min: number, max: number, invalid: () => string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => required() })
    .refine((text) => isDecimalIn(text, min, max), { error: () => invalid() })

const whole = (required: () => string, min: number, max: number, invalid: () => string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => required() })
    .refine((text) => isWholeIn(text, min, max), { error: () => invalid() })

/** The same bounds as villa_booking_terms' checks. */
export const bookingTermsSchema = z.object({
  security_deposit: decimal(
    m.admin_offer_terms_security_deposit_required,
    0,
    1_000_000,
    m.admin_offer_terms_security_deposit_invalid,
  ),
  deposit_percent: decimal(
    m.admin_offer_terms_deposit_required,
    0.01,
    100,
    m.admin_offer_terms_deposit_invalid,
  ),
  deposit_due_days: whole(
    m.admin_offer_terms_deposit_due_required,
    0,
    30,
    m.admin_offer_terms_deposit_due_invalid,
  ),
  balance_due_days: whole(
    m.admin_offer_terms_balance_due_required,
    0,
    365,
    m.admin_offer_terms_balance_due_invalid,
  ),
  relet_fee: decimal(
    m.admin_offer_terms_relet_fee_required,
    0,
    1_000_000,
    m.admin_offer_terms_relet_fee_invalid,
  ),
})

export type BookingTermsValues = z.infer<typeof bookingTermsSchema>

export type BookingTerms = Tables<'villa_booking_terms'>

export function bookingTermsValuesFrom(terms: BookingTerms): BookingTermsValues {
  return {
    security_deposit: String(terms.security_deposit),
    deposit_percent: String(terms.deposit_percent),
    deposit_due_days: String(terms.deposit_due_days),
    balance_due_days: String(terms.balance_due_days),
    relet_fee: String(terms.relet_fee),
  }
}

export function bookingTermsPayload(
  values: BookingTermsValues,
): TablesUpdate<'villa_booking_terms'> {
  return {
    security_deposit: toNumber(values.security_deposit),
    deposit_percent: toNumber(values.deposit_percent),
    deposit_due_days: toNumber(values.deposit_due_days),
    balance_due_days: toNumber(values.balance_due_days),
    relet_fee: toNumber(values.relet_fee),
  }
}

/** The terms in plain words, as the guest will read them; null while a field is not valid. */
export function bookingTermsSentences(values: BookingTermsValues): string[] | null {
  const parsed = bookingTermsSchema.safeParse(values)
  if (!parsed.success) return null
  const terms = bookingTermsPayload(parsed.data)
  const depositDays = terms.deposit_due_days!
  const balanceDays = terms.balance_due_days!
  const due =
    depositDays === 0
      ? m.admin_offer_terms_due_on_confirmation()
      : m.admin_offer_terms_due_within({ days: days(depositDays) })
  const percent = formatPercent(terms.deposit_percent!)
  const schedule =
    terms.deposit_percent === 100
      ? m.admin_offer_terms_schedule_whole({ due })
      : balanceDays === 0
        ? m.admin_offer_terms_schedule_on_arrival({ percent, due })
        : m.admin_offer_terms_schedule_before({ percent, due, days: days(balanceDays) })
  const deposit =
    terms.security_deposit === 0
      ? m.admin_offer_terms_no_security_deposit()
      : m.admin_offer_terms_security_deposit_held({ amount: formatAmount(terms.security_deposit!) })
  const relet =
    terms.relet_fee === 0
      ? m.admin_offer_terms_relet_free()
      : m.admin_offer_terms_relet_costs({ amount: formatAmount(terms.relet_fee!) })
  return [schedule, deposit, relet]
}
