import { describe, expect, it } from 'vitest'
import {
  canDecide,
  countByStatus,
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
})
