import { z } from 'zod'
import type { Tables, TablesUpdate } from '@/types/database.types'
import { formatAmount, formatPercent, isDecimalIn, isWholeIn, plural, toNumber } from './amounts'

const decimal = (label: string, min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((text) => isDecimalIn(text, min, max), message)

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (text) => isWholeIn(text, min, max),
      `${label} is a whole number of days from ${min} to ${max}`,
    )

/** The same bounds as villa_booking_terms' checks. */
export const bookingTermsSchema = z.object({
  security_deposit: decimal('Security deposit', 0, 1_000_000, 'Security deposit is €0 or more'),
  deposit_percent: decimal('Deposit', 0.01, 100, 'Deposit is a percentage above 0 and at most 100'),
  deposit_due_days: whole('Deposit due', 0, 30),
  balance_due_days: whole('Balance due', 0, 365),
  relet_fee: decimal('Re-let fee', 0, 1_000_000, 'Re-let fee is €0 or more'),
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
    depositDays === 0 ? 'on confirmation' : `within ${plural(depositDays, 'day')} of confirmation`
  const schedule =
    terms.deposit_percent === 100
      ? `The guest pays the whole stay ${due}.`
      : balanceDays === 0
        ? `The guest pays ${formatPercent(terms.deposit_percent!)} of the stay ${due}, and the balance on the day of arrival.`
        : `The guest pays ${formatPercent(terms.deposit_percent!)} of the stay ${due}, and the balance ${plural(balanceDays, 'day')} before arrival (everything at once when booking inside ${plural(balanceDays, 'day')}).`
  const deposit =
    terms.security_deposit === 0
      ? 'No security deposit is asked.'
      : `A refundable security deposit of ${formatAmount(terms.security_deposit!)} is held apart from the price.`
  const relet =
    terms.relet_fee === 0
      ? 'A cancelled stay that is re-let costs the guest nothing.'
      : `A cancelled stay that is re-let costs the guest ${formatAmount(terms.relet_fee!)} instead of the cancellation charge.`
  return [schedule, deposit, relet]
}
