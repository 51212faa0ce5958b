// The guest emails about money (issue 21): what was received, what remains and by when, in the
// guest's words, from the figures the database wrote (booking_money) — nothing here adds or
// dates a figure. Pure functions: unit-tested with the app's tests.
import { formatAmount, formatDueDay } from './format.ts'
import type { DuePayload, MoneyPayload, PaymentPayload } from './payload.ts'

/** "by bank transfer", "by card", "" for another way. */
export function methodWords(method: string): string {
  return method === 'bank_transfer' ? ' by bank transfer' : method === 'card' ? ' by card' : ''
}

/** "We received your payment of €3,000 by bank transfer on 14 July 2026." */
export function receivedSentence(payment: PaymentPayload): string {
  return `We received your payment of ${formatAmount(payment.amount)}${methodWords(payment.method)} on ${formatDueDay(payment.received_on)}.`
}

/** What remains after this payment: paid in full, or the rest and the next due date. */
export function remainingSentence(money: MoneyPayload): string {
  if (money.remaining <= 0) return 'Your stay is now paid in full. Thank you.'
  const rest = `${formatAmount(money.remaining)} remains to pay`
  if (money.next_due_on && money.next_due_amount && money.next_due_amount > 0) {
    return money.next_due_amount === money.remaining
      ? `${rest}, due by ${formatDueDay(money.next_due_on)}.`
      : `${rest}: the next payment, ${formatAmount(money.next_due_amount)}, is due by ${formatDueDay(money.next_due_on)}.`
  }
  return `${rest}.`
}

/** "your deposit", "your balance", "your payment" (a single full payment). */
export function duePaymentName(due: Pick<DuePayload, 'kind'>): string {
  return due.kind === 'deposit'
    ? 'your deposit'
    : due.kind === 'balance'
      ? 'your balance'
      : 'your payment'
}

/** "Your deposit of €3,000 is due by 14 July 2026." */
export function dueSentence(due: DuePayload): string {
  const name = duePaymentName(due)
  return `${name[0]!.toUpperCase()}${name.slice(1)} of ${formatAmount(due.amount)} is due by ${formatDueDay(due.due_on)}.`
}

/** "We have not yet received your balance of €7,000, which was due on 14 July 2026." */
export function overdueSentence(due: DuePayload): string {
  return `We have not yet received ${duePaymentName(due)} of ${formatAmount(due.amount)}, which was due on ${formatDueDay(due.due_on)}.`
}

/** The received and remaining rows of a money email's summary. */
export function moneyRows(money: MoneyPayload): [string, string][] {
  return [
    ['Total of your stay', formatAmount(money.total)],
    ['Received so far', formatAmount(money.received)],
    ['Remaining', formatAmount(money.remaining)],
  ]
}
