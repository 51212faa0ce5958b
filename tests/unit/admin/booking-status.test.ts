import { describe, expect, it } from 'vitest'
import {
  canDecide,
  countByStatus,
  displayStatus,
  expiryCountdown,
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
})
