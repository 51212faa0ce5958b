// The states of a booking's money as the database words them, for the guest's stay page and the
// staff's screens alike; api files check each answer against these (oneOf in lib/answers.ts).

/** A booking's payment state (booking_money, supabase/schemas/35_money_received.sql). */
export const PAYMENT_STATES = [
  'awaiting_deposit',
  'deposit_received',
  'paid_in_full',
  'overdue',
  'cancelled',
] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/** A scheduled payment's state (booking_payment_lines, 36_arrival_and_bank_details.sql). */
export const PAYMENT_LINE_STATES = ['paid', 'due', 'overdue', 'cancelled'] as const
export type PaymentLineState = (typeof PAYMENT_LINE_STATES)[number]
