import { describe, expect, it } from 'vitest'
import {
  canDecide,
  countByStatus,
  displayStatus,
  expiryCountdown,
  overlapText,
  overlappingRequests,
  statusBadgeVariant,
} from '@/features/admin/bookings/lib/booking-status'

describe('booking status', () => {
  it('counts pending, confirmed and cancelled bookings', () => {
    const counts = countByStatus([
      { status: 'pending' },
      { status: 'confirmed' },
      { status: 'pending' },
      { status: 'cancelled' },
    ])
    expect(counts).toEqual({ pending: 2, confirmed: 1, cancelled: 1 })
  })

  it('badges confirmed as default, cancelled as destructive, others as secondary', () => {
    expect(statusBadgeVariant('confirmed')).toBe('default')
    expect(statusBadgeVariant('cancelled')).toBe('destructive')
    expect(statusBadgeVariant('pending')).toBe('secondary')
  })

  it('offers a decision only for pending bookings', () => {
    expect(canDecide('pending')).toBe(true)
    expect(canDecide('confirmed')).toBe(false)
    expect(canDecide('cancelled')).toBe(false)
  })

  it('shows a lapsed pending request as expired, with no decision offered', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    const lapsed = { status: 'pending', expires_at: '2026-11-26T11:59:00Z' }
    expect(displayStatus(lapsed, now)).toBe('expired')
    expect(canDecide(displayStatus(lapsed, now))).toBe(false)
    expect(statusBadgeVariant('expired')).toBe('outline')
    expect(expiryCountdown(lapsed, now)).toBeNull()
    // A confirmed booking keeps its status whatever its old expiry said.
    expect(displayStatus({ status: 'confirmed', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe(
      'confirmed',
    )
  })

  it('counts down the hours and minutes a pending request has left', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    expect(expiryCountdown({ status: 'pending', expires_at: '2026-11-27T05:12:00Z' }, now)).toBe(
      'Expires in 17 h 12 min',
    )
    expect(expiryCountdown({ status: 'pending', expires_at: '2026-11-26T12:09:30Z' }, now)).toBe(
      'Expires in 10 min',
    )
    expect(displayStatus({ status: 'pending', expires_at: '2026-11-26T12:09:30Z' }, now)).toBe(
      'pending',
    )
  })

  it('flags live requests for the same villa whose nights overlap', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    const live = '2026-11-27T10:00:00Z'
    const request = (id: string, villa: string, checkIn: string, checkOut: string, extra = {}) => ({
      id,
      villa_id: villa,
      check_in: checkIn,
      check_out: checkOut,
      guest_name: `Guest ${id}`,
      status: 'pending',
      expires_at: live,
      ...extra,
    })
    const mine = request('a', 'v1', '2027-07-10', '2027-07-17')
    const all = [
      mine,
      request('b', 'v1', '2027-07-15', '2027-07-20'),
      request('c', 'v1', '2027-07-17', '2027-07-24'), // starts on the check-out day: no shared night
      request('d', 'v2', '2027-07-10', '2027-07-17'), // another villa
      request('e', 'v1', '2027-07-12', '2027-07-14', { expires_at: '2026-11-26T11:00:00Z' }),
      request('f', 'v1', '2027-07-12', '2027-07-14', { status: 'cancelled' }),
      request('g', 'v1', '2027-07-08', '2027-07-11'),
    ]
    const overlaps = overlappingRequests(mine, all, now)
    expect(overlaps.map((other) => other.id)).toEqual(['b', 'g'])
    expect(overlapText(overlaps)).toBe('Overlaps requests from Guest b and Guest g')
    expect(overlapText(overlaps.slice(0, 1))).toBe('Overlaps a request from Guest b')
    expect(overlapText([])).toBeNull()
  })
})
