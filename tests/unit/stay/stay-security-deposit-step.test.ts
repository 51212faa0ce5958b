import { describe, expect, it } from 'vitest'
import { stayTimeline, type StayFacts } from '@/features/stay/lib/stay-timeline'

// Issue 21, point 3: the timeline's last step follows the security deposit as staff record it.

const confirmed: StayFacts = {
  status: 'confirmed',
  cancelledBy: null,
  requestedAt: '2026-05-01T09:30:00Z',
  expiresAt: null,
  checkIn: '2026-07-14',
  checkOut: '2026-07-21',
  payments: [{ kind: 'full', label: 'Payment in full', due_on: '2026-05-04', amount: 9000 }],
  securityDeposit: 5000,
}
const last = (steps: { key: string }[]) => steps.at(-1)

describe('the security deposit step', () => {
  it('is done, on the day it came back, with the amount returned, once staff return it', () => {
    const step = last(
      stayTimeline(confirmed, '2026-07-30', undefined, {
        state: 'returned',
        amount: 5000,
        returnedOn: '2026-07-28',
        returnedAmount: 4820,
        returnDueOn: '2026-08-04',
      }),
    )
    expect(step).toMatchObject({
      key: 'security_deposit',
      title: 'Security deposit returned',
      state: 'done',
      when: '2026-07-28',
      whenLabel: 'On',
      amount: 4820,
      note: 'Less the deductions below',
    })
  })

  it('says "In full" when nothing was deducted', () => {
    const step = last(
      stayTimeline(confirmed, '2026-07-30', undefined, {
        state: 'returned',
        amount: 5000,
        returnedOn: '2026-07-22',
        returnedAmount: 5000,
        returnDueOn: '2026-08-04',
      }),
    )
    expect(step).toMatchObject({ state: 'done', note: 'In full' })
  })

  it('is the current step after departure while held, due back by the 14th day', () => {
    const held = {
      state: 'received' as const,
      amount: 4000,
      returnedOn: null,
      returnedAmount: null,
      returnDueOn: '2026-08-04',
    }
    expect(last(stayTimeline(confirmed, '2026-07-25', undefined, held))).toMatchObject({
      state: 'current',
      when: '2026-08-04',
      whenLabel: 'By',
      amount: 4000,
      note: 'Held until then',
    })
    expect(last(stayTimeline(confirmed, '2026-07-10', undefined, held))).toMatchObject({
      state: 'upcoming',
    })
  })

  it('after departure, one never received has nothing to return', () => {
    const step = last(
      stayTimeline(confirmed, '2026-07-25', undefined, {
        state: 'requested',
        amount: 4000,
        returnedOn: null,
        returnedAmount: null,
        returnDueOn: '2026-08-04',
      }),
    )
    expect(step).toMatchObject({
      state: 'done',
      title: 'Security deposit',
      amount: null,
      note: 'Not received: nothing to return',
    })
  })
})
