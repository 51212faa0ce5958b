import { z } from 'zod'
import { PAYMENT_METHODS, type PaymentMethod } from './payment-state'
import * as m from '@/paraglide/messages'

export interface PaymentFormValues {
  kind: 'payment' | 'refund'
  amount: string
  received_on: string
  method: PaymentMethod
  reference: string
}

/** Checked here for a message at once; the database checks the same (enforce_booking_payment). */
export function paymentFormSchema(today: string) {
  return z.object({
    kind: z.enum(['payment', 'refund']),
    amount: z
      .string()
      .trim()
      .regex(/^\d+([.,]\d{1,2})?$/, m.admin_payments_amount_format())
      .refine((value) => Number(value.replace(',', '.')) > 0, m.admin_payments_amount_positive()),
    received_on: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, m.admin_payments_day_required())
      .refine((value) => value <= today, m.admin_payments_no_future()),
    method: z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]]),
    reference: z.string().trim().max(200, m.admin_payments_max_200()),
  })
}

/** The row to insert. */
export function paymentPayload(bookingId: string, values: PaymentFormValues) {
  return {
    booking_id: bookingId,
    kind: values.kind,
    amount: Number(values.amount.trim().replace(',', '.')),
    received_on: values.received_on,
    method: values.method,
    reference: values.reference.trim() || null,
  }
}
