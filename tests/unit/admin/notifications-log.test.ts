import { describe, expect, it } from 'vitest'
import {
  canResend,
  kindLabel,
  NOTIFICATION_STATUSES,
} from '@/features/admin/notifications/lib/notification-kinds'
import {
  DEFAULT_NOTIFICATIONS_VIEW,
  parseNotificationsView,
  serializeNotificationsView,
} from '@/features/admin/notifications/lib/notifications-view'
import {
  relatedAdminLink,
  summarizePayload,
} from '@/features/admin/notifications/lib/payload-summary'

describe('the notifications log', () => {
  it('keeps its filters and page in the URL, ignoring what it does not know', () => {
    const view = parseNotificationsView(
      new URLSearchParams('status=failed&kind=request_expired&page=3&size=50'),
    )
    expect(view).toEqual({ status: 'failed', kind: 'request_expired', page: 3, pageSize: 50 })
    expect(serializeNotificationsView(view).toString()).toBe(
      'status=failed&kind=request_expired&size=50&page=3',
    )
    expect(
      parseNotificationsView(new URLSearchParams('status=lost&kind=x&page=-1&size=7')),
    ).toEqual(DEFAULT_NOTIFICATIONS_VIEW)
  })

  it('names each kind in words and offers a resend only once an email is done', () => {
    expect(kindLabel('booking_confirmed')).toBe('Booking confirmed (guest)')
    expect(kindLabel('enquiry_received_staff')).toBe('New enquiry (staff)')
    expect(NOTIFICATION_STATUSES.filter(canResend)).toEqual(['sent', 'failed'])
  })

  it('summarizes what a booking email said and links to the booking', () => {
    const payload = {
      booking_id: 'b-1',
      guest_name: 'Camille Laurent',
      guest_email: 'camille@example.com',
      villa_name: 'Villa Azur',
      check_in: '2026-07-11',
      check_out: '2026-07-18',
      nights: 7,
      guests: 4,
      total: 9250,
      special_requests: null,
    }
    expect(summarizePayload(payload)).toEqual([
      { label: 'Guest', value: 'Camille Laurent' },
      { label: 'Email', value: 'camille@example.com' },
      { label: 'Villa', value: 'Villa Azur' },
      { label: 'Check-in', value: 'Jul 11, 2026' },
      { label: 'Check-out', value: 'Jul 18, 2026' },
      { label: 'Nights', value: '7' },
      { label: 'Guests', value: '4' },
      { label: 'Total', value: '€9,250' },
    ])
    expect(relatedAdminLink(payload)).toEqual({
      label: 'Open the booking',
      href: '/admin/bookings?q=camille%40example.com&booking=b-1',
    })
  })

  it('summarizes an enquiry email and links to the sender’s messages', () => {
    const payload = {
      enquiry_id: 'c-1',
      name: 'Ahmed',
      email: 'ahmed@example.com',
      phone: null,
      form_type: 'concierge',
      message: 'A chef, please.',
    }
    expect(summarizePayload(payload).map((row) => row.label)).toEqual([
      'From',
      'Email',
      'Form',
      'Message',
    ])
    expect(relatedAdminLink(payload)?.href).toBe('/admin/messages?q=ahmed%40example.com')
    expect(relatedAdminLink(null)).toBeNull()
  })
})
