/** The payment states booking_money answers (35_money_received.sql). */
export type PaymentState =
  'awaiting_deposit' | 'deposit_received' | 'paid_in_full' | 'overdue' | 'cancelled'

export const PAYMENT_STATES = [
  'awaiting_deposit',
  'deposit_received',
  'paid_in_full',
  'overdue',
] as const satisfies readonly PaymentState[]

const LABELS: Record<PaymentState, string> = {
  awaiting_deposit: 'Awaiting deposit',
  deposit_received: 'Deposit received',
  paid_in_full: 'Paid in full',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
}

export function paymentStateLabel(state: string): string {
  return LABELS[state as PaymentState] ?? state
}

const METHODS = { bank_transfer: 'Bank transfer', card: 'Card', other: 'Other' } as const
export type PaymentMethod = keyof typeof METHODS
export const PAYMENT_METHODS = Object.keys(METHODS) as PaymentMethod[]

export function paymentMethodLabel(method: string): string {
  return METHODS[method as PaymentMethod] ?? method
}
