// The guest emails about money (issue 21): what was received, what remains and by when, in the
// guest's words and language (issue 22), from the figures the database wrote (booking_money) —
// nothing here adds or dates a figure. Pure functions: unit-tested with the app's tests.
import { formatAmount, formatDueDay, type Language } from './format.ts'
import type { DuePayload, MoneyPayload, PaymentPayload } from './payload.ts'
import { textsFor } from './texts.ts'

/** "by bank transfer", "by card", "" for another way. */
export function methodWords(method: string, language: Language = 'en'): string {
  return textsFor(language).money.method(method)
}

/** "We received your payment of €3,000 by bank transfer on 14 July 2026." */
export function receivedSentence(payment: PaymentPayload, language: Language = 'en'): string {
  return textsFor(language).money.received(
    formatAmount(payment.amount, language),
    methodWords(payment.method, language),
    formatDueDay(payment.received_on, language),
  )
}

/** What remains after this payment: paid in full, or the rest and the next due date. */
export function remainingSentence(money: MoneyPayload, language: Language = 'en'): string {
  const t = textsFor(language).money
  if (money.remaining <= 0) return t.paidInFull
  const rest = t.remains(formatAmount(money.remaining, language))
  if (money.next_due_on && money.next_due_amount && money.next_due_amount > 0) {
    return money.next_due_amount === money.remaining
      ? t.restDue(rest, formatDueDay(money.next_due_on, language))
      : t.nextDue(
          rest,
          formatAmount(money.next_due_amount, language),
          formatDueDay(money.next_due_on, language),
        )
  }
  return t.restOnly(rest)
}

/** "your deposit", "your balance", "your payment" (a single full payment). */
export function duePaymentName(due: Pick<DuePayload, 'kind'>, language: Language = 'en'): string {
  return textsFor(language).money.paymentName(due.kind)
}

/** "Your deposit of €3,000 is due by 14 July 2026." */
export function dueSentence(due: DuePayload, language: Language = 'en'): string {
  return textsFor(language).money.due(
    duePaymentName(due, language),
    formatAmount(due.amount, language),
    formatDueDay(due.due_on, language),
  )
}

/** "We have not yet received your balance of €7,000, which was due on 14 July 2026." */
export function overdueSentence(due: DuePayload, language: Language = 'en'): string {
  return textsFor(language).money.overdue(
    duePaymentName(due, language),
    formatAmount(due.amount, language),
    formatDueDay(due.due_on, language),
  )
}

/** The received and remaining rows of a money email's summary. */
export function moneyRows(money: MoneyPayload, language: Language = 'en'): [string, string][] {
  const t = textsFor(language).money
  return [
    [t.total, formatAmount(money.total, language)],
    [t.receivedSoFar, formatAmount(money.received, language)],
    [t.remaining, formatAmount(money.remaining, language)],
  ]
}
