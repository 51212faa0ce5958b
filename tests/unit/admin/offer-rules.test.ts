import { describe, expect, it } from 'vitest'
import { bookingTermsSentences } from '@/features/admin/offer/lib/booking-terms'
import {
  cancellationTiersSchema,
  dayZeroMissing,
  tierSentences,
} from '@/features/admin/offer/lib/cancellation-tiers'
import { chargeSentence } from '@/features/admin/offer/lib/charges'
import { discountSentence, thresholdLabel } from '@/features/admin/offer/lib/discounts'

describe('cancellation tiers in plain words', () => {
  it('reads our Terms’ tiers: more than 60 days, 60 to 30, fewer than 30', () => {
    expect(
      tierSentences([
        { min_days_before: 0, charge_percent: 100 },
        { min_days_before: 61, charge_percent: 30 },
        { min_days_before: 30, charge_percent: 50 },
      ]),
    ).toEqual([
      'Cancelled 61 days or more before arrival: the guest owes 30 % of the stay',
      'Cancelled 30 to 60 days before arrival: the guest owes 50 % of the stay',
      'Cancelled fewer than 30 days before arrival (or a no-show): the guest owes 100 % of the stay',
    ])
  })

  it('says "at any time" for a single tier, and "nothing" for 0 %', () => {
    expect(tierSentences([{ min_days_before: 0, charge_percent: 0 }])).toEqual([
      'Cancelled at any time: the guest owes nothing',
    ])
  })

  it('names a one-day tier by its day', () => {
    expect(
      tierSentences([
        { min_days_before: 2, charge_percent: 20 },
        { min_days_before: 1, charge_percent: 50 },
        { min_days_before: 0, charge_percent: 100 },
      ])[1],
    ).toBe('Cancelled 1 day before arrival: the guest owes 50 % of the stay')
  })
})

describe('the cancellation tiers form', () => {
  const check = (tiers: [string, string][]) =>
    cancellationTiersSchema.safeParse({
      tiers: tiers.map(([days, percent]) => ({ min_days_before: days, charge_percent: percent })),
    })

  it('refuses tiers without one from 0 days, saying why', () => {
    const result = check([
      ['60', '30'],
      ['30', '50'],
    ])
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain(dayZeroMissing())
  })

  it('refuses two tiers from the same day, beside the second', () => {
    const result = check([
      ['30', '50'],
      ['30', '60'],
      ['0', '100'],
    ])
    expect(result.error?.issues[0]).toMatchObject({
      path: ['tiers', 1, 'min_days_before'],
      message: 'Another tier already starts 30 days before arrival',
    })
  })

  it('refuses a charge above 100 % and accepts our Terms', () => {
    expect(check([['0', '120']]).success).toBe(false)
    expect(
      check([
        ['61', '30'],
        ['30', '50'],
        ['0', '100'],
      ]).success,
    ).toBe(true)
  })
})

describe('booking terms in plain words', () => {
  it('states our Terms’ schedule, deposit and re-let fee', () => {
    expect(
      bookingTermsSentences({
        security_deposit: '5000',
        deposit_percent: '30',
        deposit_due_days: '3',
        balance_due_days: '60',
        relet_fee: '250',
      }),
    ).toEqual([
      'The guest pays 30 % of the stay within 3 days of confirmation, and the balance 60 days before arrival (everything at once when booking inside 60 days).',
      'A refundable security deposit of €5,000 is held apart from the price.',
      'A cancelled stay that is re-let costs the guest €250 instead of the cancellation charge.',
    ])
  })

  it('says nothing while a figure is not valid', () => {
    expect(
      bookingTermsSentences({
        security_deposit: '',
        deposit_percent: '30',
        deposit_due_days: '3',
        balance_due_days: '60',
        relet_fee: '250',
      }),
    ).toBeNull()
  })
})

describe('fees, extras and discounts in plain words', () => {
  const base = { name: 'Cleaning', amount: 150, unit: 'per_stay' as const, is_active: true }

  it('tells a fee from an extra, and names the season a charge is for', () => {
    expect(chargeSentence({ ...base, is_optional: false }, undefined)).toBe(
      'Every stay pays it: €150 per stay.',
    )
    expect(
      chargeSentence(
        { ...base, name: 'Chef', amount: 95.5, unit: 'per_guest', is_optional: true },
        undefined,
      ),
    ).toBe('Guests may add it to their stay: €95.50 per guest.')
    expect(chargeSentence({ ...base, is_optional: false }, { season_name: 'Summer Peak' })).toBe(
      'Every stay pays it: €150 per stay. Only for stays arriving in Summer Peak; for them it replaces the villa-wide “Cleaning”, if any.',
    )
  })

  it('labels the threshold by what it counts', () => {
    expect(thresholdLabel('length_of_stay')).toBe('Minimum nights')
    expect(thresholdLabel('early_bird')).toBe('Booked at least (days before arrival)')
    expect(thresholdLabel('last_minute')).toBe('Booked at most (days before arrival)')
  })

  it('reads each kind of discount', () => {
    const on = { percent: 10, is_active: true }
    expect(discountSentence({ ...on, kind: 'length_of_stay', threshold: 7 })).toBe(
      'Stays of 7 nights or more: 10 % off the nights.',
    )
    expect(discountSentence({ ...on, kind: 'early_bird', threshold: 90 })).toBe(
      'Booked 90 days or more before arrival: 10 % off the nights.',
    )
    expect(discountSentence({ ...on, kind: 'last_minute', threshold: 14 })).toBe(
      'Booked 14 days or fewer before arrival: 10 % off the nights.',
    )
  })
})
