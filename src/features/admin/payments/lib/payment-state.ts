/** The payment states booking_money answers (35_money_received.sql). */
import * as m from '@/paraglide/messages'
export type PaymentState =
  'awaiting_deposit' | 'deposit_received' | 'paid_in_full' | 'overdue' | 'cancelled'

export const PAYMENT_STATES = [
  'awaiting_deposit',
  'deposit_received',
  'paid_in_full',
  'overdue',
] as const satisfies readonly PaymentState[]

const LABELS: Record<PaymentState, () => string> = {
  awaiting_deposit: m.admin_payments_awaiting_deposit,
  deposit_received: m.admin_payments_deposit_received,
  paid_in_full: m.admin_payments_paid_in_full,
  overdue: m.admin_payments_overdue,
  cancelled: m.admin_payments_cancelled,
}

export function paymentStateLabel(state: string): string {
  return LABELS[state as PaymentState]?.() ?? state
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
