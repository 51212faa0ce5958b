import { describe, expect, it } from 'vitest'
import {
  differenceText,
  nightsBetween,
  parseAmount,
} from '@/features/admin/bookings/lib/booking-changes'
import {
  CANCELLATION_REASONS,
  cancellationReasonLabel,
} from '@/features/admin/bookings/lib/cancellation-reason'
import {
  EMPTY_STAFF_BOOKING,
  partyOf,
  validateStaffBooking,
} from '@/features/admin/bookings/lib/staff-booking-form'

// Issue 21, point 6: the words and figures of the staff's booking changes.

describe('an amount as staff type it', () => {
  it.each([
    ['3200', 3200],
    ['3 200', 3200],
    ['€3,200.50', 3200.5],
    ['3200,50', 3200.5],
    ['0', 0],
  ])('reads %s as %d', (text, amount) => {
    expect(parseAmount(text)).toEqual({ amount, error: null })
  })

  it.each(['-5', 'abc', '12.345', '1.2.3'])('refuses %s in words', (text) => {
    expect(parseAmount(text).amount).toBeNull()
    expect(parseAmount(text).error).toMatch(/euros/)
  })

  it('asks for an amount when the field is empty and one is required', () => {
    expect(parseAmount('  ').error).toBe('Enter an amount in euros')
    expect(parseAmount('', { required: false })).toEqual({ amount: 0, error: null })
  })
})

describe('the difference a move makes', () => {
  it('says what to collect, to refund, or that nothing changes', () => {
    expect(differenceText(2000)).toBe('€2,000 more to collect from the guest')
    expect(differenceText(-499.5)).toBe('€499.50 to refund to the guest')
    expect(differenceText(0.001)).toBe('No change in price')
  })

  it('counts the nights of the new dates, 0 when they are not in order', () => {
    expect(nightsBetween('2027-07-03', '2027-07-10')).toBe(7)
    expect(nightsBetween('2027-07-10', '2027-07-03')).toBe(0)
    expect(nightsBetween('', '2027-07-03')).toBe(0)
  })
})

describe('who cancelled and why, in words', () => {
  it('names every reason the database records, and nothing for an unknown one', () => {
    expect(CANCELLATION_REASONS.map(cancellationReasonLabel)).toEqual([
      'Declined by staff',
      'Withdrawn by the guest',
      'Lapsed (not answered in time)',
      'Cancelled at the guest’s request',
      'Cancelled by staff',
    ])
    expect(cancellationReasonLabel(null)).toBeNull()
    expect(cancellationReasonLabel('vanished')).toBeNull()
  })
})

describe('the New booking form', () => {
  const filled = {
    ...EMPTY_STAFF_BOOKING,
    villaId: 'v-1',
    checkIn: '2027-07-03',
    checkOut: '2027-07-10',
    guestName: 'Henri Dupuis',
    guestEmail: 'henri@example.com',
  }

  it('accepts a complete booking at the quote’s price', () => {
    expect(validateStaffBooking(filled)).toEqual({})
    expect(partyOf(filled)).toEqual({ adults: 2, children: 0 })
  })

  it('says what is missing beside each field', () => {
    expect(validateStaffBooking(EMPTY_STAFF_BOOKING)).toMatchObject({
      villaId: 'Choose the villa',
      checkIn: 'Choose the arrival day',
      checkOut: 'Choose the departure day',
      guestName: 'Enter the guest’s full name',
    })
    expect(
      validateStaffBooking({ ...filled, checkOut: '2027-07-03', adults: '0', children: 'two' }),
    ).toMatchObject({
      checkOut: 'Departure must be after arrival',
      adults: 'At least one adult',
      children: 'A number of children, 0 or more',
    })
  })

  it('takes a stated price only with an amount and its reason', () => {
    expect(validateStaffBooking({ ...filled, manualPrice: true })).toMatchObject({
      manualTotal: 'Enter an amount in euros',
      manualReason: 'Say why the price differs from the quote',
    })
    expect(
      validateStaffBooking({
        ...filled,
        manualPrice: true,
        manualTotal: '3 200',
        manualReason: 'Returning guest',
      }),
    ).toEqual({})
  })
})
