import { describe, expect, it } from 'vitest'
import {
  bookingHref,
  expiryCountdown,
  partyAndNights,
  splitByDay,
} from '@/features/admin/today/lib/today-lists'
import { badgeText } from '@/features/admin/layout/lib/nav-badge'

const NOW = Date.parse('2026-11-26T10:00:00Z')
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

describe('a request’s countdown', () => {
  it('says hours and minutes left, calm while there is time', () => {
    expect(expiryCountdown(inMinutes(23 * 60 + 5), NOW)).toEqual({
      label: 'Expires in 23 h 05 min',
      isUrgent: false,
    })
  })

  it('turns urgent under two hours, and says minutes alone under one', () => {
    expect(expiryCountdown(inMinutes(119), NOW)).toEqual({
      label: 'Expires in 1 h 59 min',
      isUrgent: true,
    })
    expect(expiryCountdown(inMinutes(8), NOW).label).toBe('Expires in 8 min')
  })

  it('says expired once the time is up, and never counts down without an expiry', () => {
    expect(expiryCountdown(inMinutes(0), NOW)).toEqual({ label: 'Expired', isUrgent: true })
    expect(expiryCountdown(null, NOW)).toEqual({ label: 'Does not expire', isUrgent: false })
  })
})

describe('the week’s stays', () => {
  it('puts today’s first and the rest of the week after, keeping their order', () => {
    const stays = [
      { id: 'a', day: '2026-11-26' },
      { id: 'b', day: '2026-11-27' },
      { id: 'c', day: '2026-11-26' },
    ]
    const groups = splitByDay(stays, (stay) => stay.day, '2026-11-26')
    expect(groups.today.map((stay) => stay.id)).toEqual(['a', 'c'])
    expect(groups.later.map((stay) => stay.id)).toEqual(['b'])
  })

  it('writes the party and the nights in words', () => {
    expect(partyAndNights(1, 1)).toBe('1 guest · 1 night')
    expect(partyAndNights(5, 7)).toBe('5 guests · 7 nights')
  })

  it('opens a booking by finding its guest and naming its id', () => {
    expect(bookingHref('/admin/bookings', { id: 'b1', guestEmail: 'ann+vip@example.com' })).toBe(
      '/admin/bookings?q=ann%2Bvip%40example.com&booking=b1',
    )
  })
})

describe('the sidebar’s badge', () => {
  it('stays one short pill however many wait', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(140)).toBe('99+')
  })
})
