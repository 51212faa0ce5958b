import { PAYMENT_STATES, type PaymentState } from '@/lib/payment-states'
import * as m from '@/paraglide/messages'

/** The payment states staff filter the bookings by: a cancelled booking's is its status. */
export const PAYMENT_FILTERS = PAYMENT_STATES.filter(
  (state): state is Exclude<PaymentState, 'cancelled'> => state !== 'cancelled',
)

const LABELS: Record<PaymentState, () => string> = {
  awaiting_deposit: m.admin_payments_awaiting_deposit,
  deposit_received: m.admin_payments_deposit_received,
  paid_in_full: m.admin_payments_paid_in_full,
  overdue: m.admin_payments_overdue,
  cancelled: m.admin_payments_cancelled,
}

export function paymentStateLabel(state: PaymentState): string {
  return LABELS[state]()
}

const METHODS = {
  bank_transfer: m.admin_payments_bank_transfer,
  card: m.admin_payments_card,
  other: m.admin_payments_other,
} as const
export type PaymentMethod = keyof typeof METHODS
export const PAYMENT_METHODS = Object.keys(METHODS) as PaymentMethod[]

export function paymentMethodLabel(method: string): string {
  return METHODS[method as PaymentMethod]?.() ?? method
}
