import { describe, expect, it } from 'vitest'
import { bookingAnalytics } from '@/features/admin/blocked-dates/lib/analytics'
import { daysInclusive, occupiedDays } from '@/features/admin/blocked-dates/lib/days'
import {
  collectBlockedDays,
  groupBlockedRanges,
} from '@/features/admin/blocked-dates/lib/group-ranges'
import { planBulkBlock } from '@/features/admin/blocked-dates/lib/plan-bulk-block'

const azur = { name: 'Villa Azur', location: 'Saint Raphaël' }
const ciel = { name: 'Villa Ciel', location: 'Èze' }

function stored(id: string, villaId: string, day: string, reason: string | null) {
  return { id, villa_id: villaId, blocked_date: day, reason, villas: villaId === 'a' ? azur : ciel }
}

describe('blocked ranges', () => {
  it('groups consecutive days of one villa and reason into one range', () => {
    const days = collectBlockedDays(
      [
        stored('1', 'a', '2026-12-01', 'Maintenance'),
        stored('3', 'a', '2026-12-03', 'Maintenance'),
        stored('2', 'a', '2026-12-02', 'Maintenance'),
        stored('5', 'a', '2026-12-05', 'Maintenance'),
      ],
      [],
    )
    const ranges = groupBlockedRanges(days)
    expect(ranges.map((range) => [range.start, range.end, range.dayCount, range.ids])).toEqual([
      ['2026-12-01', '2026-12-03', 3, ['1', '2', '3']],
      ['2026-12-05', '2026-12-05', 1, ['5']],
    ])
  })

  it('keeps different villas and different reasons apart', () => {
    const ranges = groupBlockedRanges(
      collectBlockedDays(
        [
          stored('1', 'a', '2026-12-01', 'Maintenance'),
          stored('2', 'a', '2026-12-02', 'Owner stay'),
          stored('3', 'b', '2026-12-02', 'Maintenance'),
        ],
        [],
      ),
    )
    expect(ranges).toHaveLength(3)
    expect(ranges.map((range) => `${range.villaName}:${range.reason}`)).toEqual([
      'Villa Azur:Maintenance',
      'Villa Azur:Owner stay',
      'Villa Ciel:Maintenance',
    ])
  })

  it('shows a confirmed booking as a range from check-in through check-out with the guest name', () => {
    const ranges = groupBlockedRanges(
      collectBlockedDays(
        [stored('1', 'a', '2026-12-08', 'Maintenance')],
        [
          {
            id: 'b1',
            villa_id: 'a',
            check_in: '2026-12-05',
            check_out: '2026-12-07',
            guest_name: 'Ada',
            villas: azur,
          },
        ],
      ),
    )
    expect(ranges[0]).toMatchObject({
      start: '2026-12-05',
      end: '2026-12-07',
      dayCount: 3,
      reason: 'Booking: Ada',
      isBooking: true,
      ids: [],
    })
    // Same villa, adjacent day, but a stored block: its own range.
    expect(ranges[1]).toMatchObject({ start: '2026-12-08', isBooking: false, ids: ['1'] })
  })

  it('lists days across a month end as one range', () => {
    expect(daysInclusive('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(daysInclusive('2026-12-02', '2026-12-01')).toEqual([])
  })
})

describe('booking analytics', () => {
  // November 2026 (30 days): two confirmed check-ins; three confirmed bookings in all.
  const figures = {
    checkins_this_month: 2,
    days_in_month: 30,
    total_revenue: 3501,
    confirmed_count: 3,
  }

  it('counts confirmed check-ins of the current month over its days, one decimal', () => {
    expect(bookingAnalytics(figures).occupancyRate).toBe('6.7')
  })

  it('sums confirmed totals and averages them to whole euros', () => {
    const analytics = bookingAnalytics(figures)
    expect(analytics.totalRevenue).toBe(3501)
    expect(analytics.averageBooking).toBe(1167)
    expect(analytics.confirmedCount).toBe(3)
  })

  it('reports zeros when nothing is confirmed', () => {
    expect(
      bookingAnalytics({
        checkins_this_month: 0,
        days_in_month: 30,
        total_revenue: 0,
        confirmed_count: 0,
      }),
    ).toEqual({ occupancyRate: '0.0', totalRevenue: 0, averageBooking: 0, confirmedCount: 0 })
  })
})

describe('bulk block planning', () => {
  it('skips days already blocked and days inside a confirmed booking of the same villa', () => {
    const plan = planBulkBlock({
      villaId: 'a',
      from: '2026-12-01',
      to: '2026-12-07',
      blocked: [
        { villa_id: 'a', blocked_date: '2026-12-02' },
        { villa_id: 'b', blocked_date: '2026-12-03' },
      ],
      bookings: [
        { villa_id: 'a', check_in: '2026-12-05', check_out: '2026-12-06' },
        { villa_id: 'b', check_in: '2026-12-01', check_out: '2026-12-07' },
      ],
    })
    expect(plan).toEqual({
      toInsert: ['2026-12-01', '2026-12-03', '2026-12-04', '2026-12-07'],
      skippedBlocked: ['2026-12-02'],
      skippedBooked: ['2026-12-05', '2026-12-06'],
    })
  })

  it('blocks every day when nothing is in the way', () => {
    const plan = planBulkBlock({
      villaId: 'a',
      from: '2026-12-01',
      to: '2026-12-01',
      blocked: [],
      bookings: [],
    })
    expect(plan.toInsert).toEqual(['2026-12-01'])
  })
})

describe('occupiedDays', () => {
  it('takes the nights of a same-day changeover stay, one more day at a full-day villa', () => {
    expect(
      occupiedDays({
        check_in: '2027-07-10',
        check_out: '2027-07-13',
        occupied: '[2027-07-10,2027-07-13)',
      }),
    ).toEqual(['2027-07-10', '2027-07-11', '2027-07-12'])
    expect(
      occupiedDays({
        check_in: '2027-07-10',
        check_out: '2027-07-13',
        occupied: '[2027-07-10,2027-07-14)',
      }),
    ).toEqual(['2027-07-10', '2027-07-11', '2027-07-12', '2027-07-13'])
    // Without the stored range: check-in through check-out (spec 9).
    expect(occupiedDays({ check_in: '2027-07-10', check_out: '2027-07-11' })).toEqual([
      '2027-07-10',
      '2027-07-11',
    ])
  })
})
