import { describe, expect, it } from 'vitest'
import {
  dueSentence,
  methodWords,
  moneyRows,
  overdueSentence,
  receivedSentence,
  remainingSentence,
} from '../../../supabase/functions/_shared/emails/money-text'

// The guest emails about money (issue 21) write the database's figures in the guest's words.

const money = {
  total: 10500,
  received: 3150,
  remaining: 7350,
  next_due_on: '2027-01-12',
  next_due_amount: 7350,
  state: 'deposit_received',
}

describe('the payment received email', () => {
  it('says what was received, how and when', () => {
    expect(
      receivedSentence({ amount: 3150, method: 'bank_transfer', received_on: '2026-11-27' }),
    ).toBe('We received your payment of €3,150 by bank transfer on 27 November 2026.')
    expect(receivedSentence({ amount: 99.5, method: 'card', received_on: '2026-11-27' })).toBe(
      'We received your payment of €99.50 by card on 27 November 2026.',
    )
    expect(methodWords('other')).toBe('')
  })

  it('says what remains and by when', () => {
    expect(remainingSentence(money)).toBe('€7,350 remains to pay, due by 12 January 2027.')
  })

  it('names the next payment when it is only part of what remains', () => {
    expect(remainingSentence({ ...money, next_due_amount: 1000, next_due_on: '2026-11-30' })).toBe(
      '€7,350 remains to pay: the next payment, €1,000, is due by 30 November 2026.',
    )
  })

  it('says the stay is paid in full once nothing remains', () => {
    expect(
      remainingSentence({ ...money, remaining: 0, next_due_on: null, next_due_amount: null }),
    ).toBe('Your stay is now paid in full. Thank you.')
  })

  it('sums up the total, what was received and what remains', () => {
    expect(moneyRows(money)).toEqual([
      ['Total of your stay', '€10,500'],
      ['Received so far', '€3,150'],
      ['Remaining', '€7,350'],
    ])
  })
})

describe('the reminders and the overdue notice', () => {
  const deposit = { kind: 'deposit', label: 'Deposit (30 %)', due_on: '2026-11-30', amount: 3150 }

  it('name the deposit, the balance or the single payment with its amount and date', () => {
    expect(dueSentence(deposit)).toBe('Your deposit of €3,150 is due by 30 November 2026.')
    expect(dueSentence({ ...deposit, kind: 'balance' })).toBe(
      'Your balance of €3,150 is due by 30 November 2026.',
    )
    expect(dueSentence({ ...deposit, kind: 'full' })).toBe(
      'Your payment of €3,150 is due by 30 November 2026.',
    )
  })

  it('say a payment not received was due on its date', () => {
    expect(overdueSentence(deposit)).toBe(
      'We have not yet received your deposit of €3,150, which was due on 30 November 2026.',
    )
  })
})
