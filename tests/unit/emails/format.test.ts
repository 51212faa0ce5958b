import { describe, expect, it } from 'vitest'
import { bookingReference as siteReference } from '@/lib/booking-reference'
import {
  bookingReference as emailReference,
  firstName,
  formatDay,
  formatEuro,
  formatParisTime,
  formatStay,
  greetingName,
  plural,
} from '../../../supabase/functions/_shared/emails/format'
import { links } from '../../../supabase/functions/_shared/emails/links'

// How the emails (supabase/functions/_shared/emails) write money, dates and links.

describe('email formatting', () => {
  it('writes money as the site does: whole euros with thousands separators', () => {
    expect(formatEuro(9250)).toBe('€9,250')
    expect(formatEuro('12450.00')).toBe('€12,450')
  })

  it('writes a day in full', () => {
    expect(formatDay('2026-07-11')).toBe('Saturday 11 July 2026')
    expect(formatDay('2026-12-31')).toBe('Thursday 31 December 2026')
  })

  it('writes a stay as short as it can be read', () => {
    expect(formatStay('2026-07-11', '2026-07-18')).toBe('11 – 18 July 2026')
    expect(formatStay('2026-07-28', '2026-08-04')).toBe('28 July – 4 August 2026')
    expect(formatStay('2026-12-28', '2027-01-04')).toBe('28 December 2026 – 4 January 2027')
  })

  it('writes a moment in Paris time and names the zone, summer and winter', () => {
    expect(formatParisTime('2026-07-01T12:30:00Z')).toBe(
      'Wednesday 1 July 2026 at 14:30 Paris time (CEST)',
    )
    expect(formatParisTime('2026-12-01T23:15:00Z')).toBe(
      'Wednesday 2 December 2026 at 00:15 Paris time (CET)',
    )
  })

  it('counts in words and greets by first name', () => {
    expect(plural(1, 'night')).toBe('1 night')
    expect(plural(7, 'night')).toBe('7 nights')
    expect(firstName('  Camille  Laurent ')).toBe('Camille')
  })

  it('greets by first name only when the name typed looks like a name', () => {
    expect(greetingName('Camille Laurent')).toBe('Camille')
    expect(greetingName('Zoë O’Brien-Søndergaard')).toBe('Zoë')
    expect(greetingName("Jean-Luc d'Artagnan")).toBe('Jean-Luc')
    expect(greetingName('Visit http://evil.example/win')).toBeNull()
    expect(greetingName('Win €1000 now')).toBeNull()
    expect(greetingName('A'.repeat(41))).toBeNull()
  })

  it('links staff to the booking, found by the guest’s email and opened', () => {
    expect(links.adminBooking('https://example.com/', 'b-1', 'a+b@example.com')).toBe(
      'https://example.com/admin/bookings?q=a%2Bb%40example.com&booking=b-1',
    )
    expect(links.villa('https://example.com', 'v-1')).toBe('https://example.com/villa/v-1')
  })
})

describe('the booking reference in the emails', () => {
  it('is the one the confirmation page and the admin show', () => {
    const id = '54ab80f3-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
    expect(emailReference(id)).toBe('RV-54AB80F3')
    expect(emailReference(id)).toBe(siteReference(id))
  })

  it('is the stored short reference when the booking has one (issue 21), on both sides', () => {
    const id = '54ab80f3-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
    expect(emailReference(id, 'RV-7K3Q')).toBe('RV-7K3Q')
    expect(siteReference(id, 'RV-7K3Q')).toBe('RV-7K3Q')
    expect(emailReference(id, null)).toBe('RV-54AB80F3')
  })
})
