import { describe, expect, it } from 'vitest'
import {
  endedNote,
  endedTitle,
  paymentsReceived,
  stayTimeline,
  type StayFacts,
} from '@/features/stay/lib/stay-timeline'

const facts: StayFacts = {
  status: 'pending',
  cancelledBy: null,
  requestedAt: '2026-05-01T09:30:00Z',
  expiresAt: '2026-05-02T09:30:00Z',
  checkIn: '2026-07-14',
  checkOut: '2026-07-21',
  payments: [
    { kind: 'deposit', label: 'Deposit (30%)', due_on: '2026-05-04', amount: 3000 },
    { kind: 'balance', label: 'Balance', due_on: '2026-05-15', amount: 7000 },
  ],
  securityDeposit: 5000,
}
const keys = (steps: { key: string }[]) => steps.map((s) => s.key)
const states = (steps: { state: string }[]) => steps.map((s) => s.state)

describe('the timeline of a stay', () => {
  it('while pending: sent, then awaiting our confirmation, every other step to come', () => {
    const steps = stayTimeline(facts, '2026-05-01')
    expect(keys(steps)).toEqual([
      'requested',
      'confirmed',
      'deposit',
      'paid',
      'arrival',
      'departure',
      'security_deposit',
    ])
    expect(states(steps)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
    expect(steps[1]).toMatchObject({ when: facts.expiresAt, whenLabel: 'We reply by' })
  })

  it('shows the money steps as to come with their due dates and amounts', () => {
    const [, , deposit, paid, , , security] = stayTimeline(facts, '2026-05-01')
    expect(deposit).toMatchObject({ when: '2026-05-04', amount: 3000, note: 'To come' })
    expect(paid).toMatchObject({ title: 'Balance', when: '2026-05-15', amount: 7000 })
    expect(security).toMatchObject({ when: '2026-08-04', amount: 5000, whenLabel: 'By' })
  })

  it('once confirmed: the deposit is the current step', () => {
    const steps = stayTimeline({ ...facts, status: 'confirmed' }, '2026-05-02')
    expect(states(steps).slice(0, 4)).toEqual(['done', 'done', 'current', 'upcoming'])
    expect(steps[1]!.title).toBe('Confirmed')
  })

  it('knows arrival and departure by date once confirmed', () => {
    const during = stayTimeline({ ...facts, status: 'confirmed' }, '2026-07-15')
    expect(during.find((s) => s.key === 'arrival')!.state).toBe('done')
    expect(during.find((s) => s.key === 'departure')!.state).toBe('current')
    const after = stayTimeline({ ...facts, status: 'confirmed' }, '2026-07-21')
    expect(after.find((s) => s.key === 'departure')!.state).toBe('done')
    expect(after.find((s) => s.key === 'security_deposit')!.state).toBe('current')
  })

  it('never marks arrival done for a request that was not confirmed', () => {
    const steps = stayTimeline(facts, '2026-07-15')
    expect(steps.find((s) => s.key === 'arrival')!.state).toBe('upcoming')
  })

  it('with one payment of everything: no deposit step, one payment in full', () => {
    const single = {
      ...facts,
      payments: [{ kind: 'full', label: 'Full payment', due_on: '2026-05-04', amount: 10000 }],
    }
    const steps = stayTimeline(single, '2026-05-01')
    expect(keys(steps)).not.toContain('deposit')
    expect(steps.find((s) => s.key === 'paid')).toMatchObject({
      title: 'Payment in full',
      amount: 10000,
    })
  })

  it('without a security deposit: no step for its return', () => {
    expect(keys(stayTimeline({ ...facts, securityDeposit: null }, '2026-05-01'))).not.toContain(
      'security_deposit',
    )
  })

  it('ends at the request when it was withdrawn, declined or lapsed, in words', () => {
    const withdrawn = stayTimeline(
      { ...facts, status: 'cancelled', cancelledBy: 'guest' },
      '2026-05-01',
    )
    expect(keys(withdrawn)).toEqual(['requested', 'ended'])
    expect(withdrawn[1]).toMatchObject({ title: 'Withdrawn by you', state: 'stopped' })
    const declined = stayTimeline(
      { ...facts, status: 'cancelled', cancelledBy: 'staff' },
      '2026-05-01',
    )
    expect(declined[1]!.title).toBe('Not confirmed')
    const lapsed = stayTimeline({ ...facts, status: 'expired' }, '2026-05-03')
    expect(lapsed[1]).toMatchObject({ title: 'Request lapsed', when: facts.expiresAt })
  })

  it('marks recorded payments done (the seam of issue 21, point 2)', () => {
    const steps = stayTimeline({ ...facts, status: 'confirmed' }, '2026-05-10', {
      depositReceived: true,
      paidInFull: false,
    })
    expect(steps.find((s) => s.key === 'deposit')).toMatchObject({
      title: 'Deposit received',
      state: 'done',
    })
    expect(steps.find((s) => s.key === 'paid')!.state).toBe('current')
  })
})

describe('the money steps follow what the database says is received', () => {
  const confirmed = { ...facts, status: 'confirmed' as const }
  const lines = (deposit: string, balance: string) => [
    { kind: 'deposit', state: deposit },
    { kind: 'balance', state: balance },
  ]

  it('marks the deposit received once its scheduled payment is paid; the balance is then current', () => {
    const received = paymentsReceived({ state: 'deposit_received', lines: lines('paid', 'due') })
    expect(received).toMatchObject({ depositReceived: true, paidInFull: false, lastOverdue: false })
    const [, , deposit, paid] = stayTimeline(confirmed, '2026-05-05', received)
    expect(deposit).toMatchObject({ title: 'Deposit received', state: 'done', note: null })
    expect(paid).toMatchObject({ title: 'Balance', state: 'current' })
  })

  it('marks both done once paid in full, arrival then next', () => {
    const received = paymentsReceived({ state: 'paid_in_full', lines: lines('paid', 'paid') })
    const steps = stayTimeline(confirmed, '2026-05-20', received)
    expect(steps.find((s) => s.key === 'paid')).toMatchObject({
      title: 'Paid in full',
      state: 'done',
    })
    expect(states(steps).slice(0, 4)).toEqual(['done', 'done', 'done', 'done'])
  })

  it('keeps the deposit to come while it has not arrived, and with no answer yet', () => {
    expect(paymentsReceived({ state: 'awaiting_deposit', lines: lines('due', 'due') })).toEqual({
      depositReceived: false,
      paidInFull: false,
      depositOverdue: false,
      lastOverdue: false,
    })
    expect(paymentsReceived(undefined)).toEqual({ depositReceived: false, paidInFull: false })
  })

  it('says a payment is overdue once its day passed uncovered, not just to come', () => {
    const late = paymentsReceived({ state: 'overdue', lines: lines('overdue', 'due') })
    expect(late).toMatchObject({ depositReceived: false, depositOverdue: true, lastOverdue: false })
    const [, , deposit, paid] = stayTimeline(confirmed, '2026-05-06', late)
    expect(deposit).toMatchObject({ title: 'Deposit', state: 'current', note: 'Overdue' })
    expect(paid).toMatchObject({ note: 'To come' })

    const balanceLate = paymentsReceived({ state: 'overdue', lines: lines('paid', 'overdue') })
    const steps = stayTimeline(confirmed, '2026-05-16', balanceLate)
    expect(steps.find((s) => s.key === 'paid')).toMatchObject({ state: 'current', note: 'Overdue' })
  })
})

describe('how a cancelled stay ended (issue 21, point 6)', () => {
  it('names each reason in the guest’s words', () => {
    const base = { status: 'cancelled' as const, cancelledBy: null }
    expect(endedTitle({ ...base, cancelledBy: 'guest', cancellationReason: 'withdrawn' })).toBe(
      'Withdrawn by you',
    )
    expect(endedTitle({ ...base, cancelledBy: 'staff', cancellationReason: 'declined' })).toBe(
      'Not confirmed',
    )
    expect(endedTitle({ ...base, cancelledBy: 'system', cancellationReason: 'lapsed' })).toBe(
      'Request lapsed',
    )
    expect(
      endedTitle({ ...base, cancelledBy: 'guest', cancellationReason: 'guest_cancelled' }),
    ).toBe('Cancelled at your request')
    expect(
      endedTitle({ ...base, cancelledBy: 'staff', cancellationReason: 'staff_cancelled' }),
    ).toBe('Cancelled by us')
  })

  it('says what a confirmed stay cost to cancel and the refund due; a request owes nothing', () => {
    expect(endedNote({ cancellationReason: 'declined' })).toBe(
      'No dates are held and nothing is owed.',
    )
    expect(
      endedNote({ cancellationReason: 'guest_cancelled', cancellationCost: 1200, refundDue: 800 }),
    ).toBe(
      'The dates are no longer held. Cancellation cost under the Terms: €1,200; refund due to you: €800.',
    )
  })
})
