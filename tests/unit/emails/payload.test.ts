import { describe, expect, it } from 'vitest'
import { bookingPayload } from '../../../supabase/functions/_shared/emails/payload'

// What the templates read from an outbox row's payload (supabase/functions/_shared/emails).

const REQUEST = {
  booking_id: 'b0a1c2d3-0000-4000-8000-000000000001',
  villa_id: 'v0a1c2d3-0000-4000-8000-000000000002',
  villa_name: 'Villa Azur',
  villa_location: 'Saint-Tropez',
  guest_name: 'Camille Laurent',
  guest_email: 'camille@example.com',
  guest_phone: null,
  guests: 4,
  check_in: '2026-07-11',
  check_out: '2026-07-18',
  nights: 7,
  total: 8750,
  rates: [{ nights: 7, price: 1250 }],
  special_requests: null,
  expires_at: '2026-06-02T10:00:00Z',
  requested_at: '2026-06-01T10:00:00Z',
}

describe('a booking email’s payload', () => {
  it('says the guest was not emailed only when the database marked it so', () => {
    expect(bookingPayload(REQUEST).guest_not_emailed).toBe(false)
    expect(bookingPayload({ ...REQUEST, guest_not_emailed: true }).guest_not_emailed).toBe(true)
    expect(bookingPayload({ ...REQUEST, guest_not_emailed: 'yes' }).guest_not_emailed).toBe(false)
  })
})

describe('a booking email’s stored offer', () => {
  it('is read when the booking has one, with adults, children and the Terms version', () => {
    const booking = bookingPayload({
      ...REQUEST,
      adults: 2,
      children: 1,
      terms_version: 'abc123',
      quote: {
        lines: [{ kind: 'nights', label: '7 nights × €1,250', basis: null, amount: 8750 }],
        rent: 8750,
        discounts: 0,
        fees: 0,
        extras_total: 0,
        tourist_tax: 0,
        total: 8750,
        security_deposit: null,
        payments: [],
        cancellation: [],
        relet_fee: null,
        tax_note: null,
        rounding: null,
      },
    })
    expect(booking).toMatchObject({ adults: 2, children: 1, terms_version: 'abc123' })
    expect(booking.quote?.total).toBe(8750)
    expect(booking.quote?.lines).toHaveLength(1)
  })

  it('is absent on a booking made before offers were stored', () => {
    expect(bookingPayload(REQUEST)).toMatchObject({ quote: null, adults: null, children: 0 })
  })
})
