import { afterEach, describe, expect, it } from 'vitest'
import { toBookingRow, type BookingRequest } from '@/features/booking/api/create-booking'
import { toSubmissionRow } from '@/features/enquiries/api/create-enquiry'
import { applyLocale } from '@/lib/i18n/locale'

// Issue 22, point 5: a request or an enquiry carries the language of the page it is sent from;
// the database stores it and writes every email to the guest in it.

const REQUEST: BookingRequest = {
  submissionId: '3f1c2d3e-0000-4000-8000-000000000001',
  villaId: '3f1c2d3e-0000-4000-8000-000000000002',
  checkIn: '2026-07-11',
  checkOut: '2026-07-18',
  guestsCount: 3,
  totalPrice: 8750,
  guestName: 'Camille Laurent',
  guestEmail: 'camille@example.com',
  guestPhone: '',
  specialRequests: '',
  adults: 2,
  children: 1,
  extras: [],
  termsAccepted: true,
}

const ENQUIRY = {
  submissionId: '3f1c2d3e-0000-4000-8000-000000000003',
  formType: 'concierge' as const,
  name: 'Camille Laurent',
  email: 'camille@example.com',
  phone: '',
  message: 'Un chef privé, le 14 juillet ?',
}

afterEach(() => applyLocale('en'))

describe('the language a request is sent in', () => {
  it('is French from a French page and English from an English one', () => {
    applyLocale('fr')
    expect(toBookingRow(REQUEST, REQUEST).language).toBe('fr')
    expect(toSubmissionRow(ENQUIRY).language).toBe('fr')
    applyLocale('en')
    expect(toBookingRow(REQUEST, REQUEST).language).toBe('en')
    expect(toSubmissionRow(ENQUIRY).language).toBe('en')
  })

  it('leaves the rest of the request as it was', () => {
    expect(toBookingRow(REQUEST, REQUEST, Date.UTC(2026, 5, 1))).toMatchObject({
      guests_count: 3,
      adults: 2,
      children: 1,
      guest_phone: null,
      special_requests: null,
      status: 'pending',
      expires_at: '2026-06-02T00:00:00.000Z',
    })
  })
})
