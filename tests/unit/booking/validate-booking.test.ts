import { describe, expect, it } from 'vitest'
import { bookingReference } from '@/lib/booking-reference'
import { readRequestSentState } from '@/features/booking/lib/request-sent-state'
import { bookingErrorToast } from '@/features/booking/lib/validate-booking'
import { bookingFieldErrors } from '@/features/booking/lib/booking-form-schema'
import { createBookingInputSchema } from '@/features/booking/api/create-booking-input'

const day = (iso: string) => new Date(`${iso}T00:00:00`)
const complete = {
  checkIn: day('2026-07-10'),
  checkOut: day('2026-07-12'),
  guestName: 'Ada',
  guestEmail: 'ada@example.com',
  adults: 2,
  children: 0,
  maxGuests: 6,
}

describe('bookingFieldErrors', () => {
  it('accepts a complete draft', () => {
    expect(bookingFieldErrors(complete)).toEqual({})
    expect(bookingErrorToast(bookingFieldErrors(complete))).toBeNull()
  })

  it('names each field at fault, and the toast gives the spec’s message for the first', () => {
    const errors = bookingFieldErrors({ ...complete, checkOut: undefined, guestName: '  ' })
    expect(errors).toEqual({
      dates: 'Please select check-in and check-out dates',
      guestName: 'Please enter your full name',
    })
    expect(bookingErrorToast(errors)).toBe('Please select check-in and check-out dates')
  })

  it('asks for the name and email with the spec’s toast', () => {
    const noName = bookingFieldErrors({ ...complete, guestName: '' })
    expect(bookingErrorToast(noName)).toBe('Please fill in all required fields')
    const noEmail = bookingFieldErrors({ ...complete, guestEmail: ' ' })
    expect(noEmail).toEqual({ guestEmail: 'Please enter your email address' })
    expect(bookingErrorToast(noEmail)).toBe('Please fill in all required fields')
  })

  it('refuses an address the database would refuse, with an example', () => {
    for (const guestEmail of ['ada@', 'ada example.com', 'ada@example', 'a?b@example.com']) {
      const errors = bookingFieldErrors({ ...complete, guestEmail })
      expect(errors.guestEmail).toBe('Please enter a valid email address, such as name@example.com')
      expect(bookingErrorToast(errors)).toBe(errors.guestEmail)
    }
    expect(bookingFieldErrors({ ...complete, guestEmail: ' o’brien@example.fr ' }).guestEmail).toBe(
      'Please enter a valid email address, such as name@example.com',
    )
    expect(bookingFieldErrors({ ...complete, guestEmail: " o'brien@example.fr " })).toEqual({})
  })

  it('asks for at least one adult, in whole numbers', () => {
    for (const adults of [0, 2.5, Number.NaN, -1]) {
      expect(bookingFieldErrors({ ...complete, adults })).toEqual({ adults: 'At least 1 adult' })
    }
    expect(bookingErrorToast({ adults: 'At least 1 adult' })).toBe('At least 1 adult')
  })

  it('takes no children or some, in whole numbers', () => {
    expect(bookingFieldErrors({ ...complete, children: 0 })).toEqual({})
    expect(bookingFieldErrors({ ...complete, children: 4 })).toEqual({})
    for (const children of [-1, 1.5, Number.NaN]) {
      expect(bookingFieldErrors({ ...complete, children })).toEqual({
        children: 'Children: 0 or more',
      })
    }
  })

  it('keeps adults and children together within the villa’s maximum, said where it tipped over', () => {
    expect(bookingFieldErrors({ ...complete, adults: 4, children: 2 })).toEqual({})
    expect(bookingFieldErrors({ ...complete, adults: 4, children: 3 })).toEqual({
      children: 'Between 1 and 6 guests, children included',
    })
    expect(bookingFieldErrors({ ...complete, adults: 7, children: 0 })).toEqual({
      adults: 'Between 1 and 6 guests, children included',
    })
  })

  it('says a one-guest villa takes one guest', () => {
    expect(bookingFieldErrors({ ...complete, adults: 1, children: 1, maxGuests: 1 })).toEqual({
      children: 'This villa welcomes 1 guest',
    })
  })

  it('keeps the optional texts within what the database stores', () => {
    expect(bookingFieldErrors({ ...complete, guestPhone: '1'.repeat(51) })).toEqual({
      guestPhone: 'Please keep the phone number under 50 characters',
    })
    expect(
      bookingFieldErrors({ ...complete, specialRequests: 'a'.repeat(5001) }).specialRequests,
    ).toBe('Please keep your requests under 5,000 characters')
  })
})

describe('bookingReference', () => {
  it('is RV- and the first 8 characters of the id, upper case', () => {
    expect(bookingReference('3f9c2a7b-1d2e-4f00-8a11-0123456789ab')).toBe('RV-3F9C2A7B')
  })
})

describe('readRequestSentState', () => {
  it('reads the email the request was sent with, and nothing else', () => {
    expect(readRequestSentState({ guestEmail: 'ada@example.com' })).toEqual({
      guestEmail: 'ada@example.com',
    })
    expect(readRequestSentState(null)).toBeNull()
    expect(readRequestSentState({ guestEmail: 42 })).toBeNull()
    expect(readRequestSentState({ guestEmail: '' })).toBeNull()
  })
})

describe('createBookingInputSchema', () => {
  const request = {
    submissionId: '3f9c2a7b-1d2e-4f00-8a11-0123456789ab',
    villaId: 'a1000000-0000-4000-8000-000000000001',
    checkIn: '2026-07-10',
    checkOut: '2026-07-12',
    guestsCount: 2,
    totalPrice: 2000,
    guestName: ' Ada ',
    guestEmail: 'ada@example.com',
    guestPhone: '',
    specialRequests: '',
  }

  it('trims the texts it sends, and takes any id the database gives a villa', () => {
    expect(createBookingInputSchema.parse(request).guestName).toBe('Ada')
    // Ids written by hand in a seed need not carry a UUID version.
    const villaId = '00000000-0000-0000-0000-000000000001'
    expect(createBookingInputSchema.parse({ ...request, villaId }).villaId).toBe(villaId)
  })

  it('refuses a request that is not whole', () => {
    expect(createBookingInputSchema.safeParse({ ...request, guestName: '  ' }).success).toBe(false)
    expect(createBookingInputSchema.safeParse({ ...request, guestsCount: 0 }).success).toBe(false)
    expect(createBookingInputSchema.safeParse({ ...request, checkIn: '10/07/2026' }).success).toBe(
      false,
    )
  })
})
