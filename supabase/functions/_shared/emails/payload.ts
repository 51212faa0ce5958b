// What the database snapshots into notifications.payload when it writes an email
// (migration 20261126220000_notifications.sql), read back with checks: a row the templates
// cannot read fails with a reason instead of sending a half-empty email.

export const NOTIFICATION_KINDS = [
  'request_received',
  'request_received_staff',
  'booking_confirmed',
  'request_declined',
  'request_expired',
  'enquiry_received_staff',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export interface BookingPayload {
  booking_id: string
  villa_id: string
  villa_name: string
  villa_location: string
  guest_name: string
  guest_email: string
  guest_phone: string | null
  guests: number
  check_in: string
  check_out: string
  nights: number
  total: number
  /** Nights grouped by nightly price, in order of the first night. */
  rates: { nights: number; price: number }[]
  special_requests: string | null
  expires_at: string
  requested_at: string
  /**
   * Staff email only: the guest got no "request received" email (their mailbox had the day's
   * 3 already, migration 20261126370000_canonical_mailbox.sql).
   */
  guest_not_emailed: boolean
}

export interface EnquiryPayload {
  enquiry_id: string
  form_type: 'general' | 'concierge'
  name: string
  email: string
  phone: string | null
  message: string
  received_at: string
}

type Json = Record<string, unknown>

function text(payload: Json, key: string): string {
  const value = payload[key]
  if (typeof value !== 'string' || value === '') throw new Error(`The payload has no ${key}`)
  return value
}

function optionalText(payload: Json, key: string): string | null {
  const value = payload[key]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

function number(payload: Json, key: string): number {
  const value = Number(payload[key])
  if (payload[key] === null || payload[key] === undefined || !Number.isFinite(value)) {
    throw new Error(`The payload has no ${key}`)
  }
  return value
}

export function bookingPayload(payload: Json): BookingPayload {
  const rates = Array.isArray(payload.rates) ? (payload.rates as Json[]) : []
  return {
    booking_id: text(payload, 'booking_id'),
    villa_id: text(payload, 'villa_id'),
    villa_name: optionalText(payload, 'villa_name') ?? 'your villa',
    villa_location: optionalText(payload, 'villa_location') ?? '',
    guest_name: text(payload, 'guest_name'),
    guest_email: text(payload, 'guest_email'),
    guest_phone: optionalText(payload, 'guest_phone'),
    guests: number(payload, 'guests'),
    check_in: text(payload, 'check_in'),
    check_out: text(payload, 'check_out'),
    nights: number(payload, 'nights'),
    total: number(payload, 'total'),
    rates: rates.map((rate) => ({ nights: number(rate, 'nights'), price: number(rate, 'price') })),
    special_requests: optionalText(payload, 'special_requests'),
    expires_at: text(payload, 'expires_at'),
    requested_at: text(payload, 'requested_at'),
    guest_not_emailed: payload.guest_not_emailed === true,
  }
}

export function enquiryPayload(payload: Json): EnquiryPayload {
  const formType = text(payload, 'form_type')
  return {
    enquiry_id: text(payload, 'enquiry_id'),
    form_type: formType === 'concierge' ? 'concierge' : 'general',
    name: text(payload, 'name'),
    email: text(payload, 'email'),
    phone: optionalText(payload, 'phone'),
    message: text(payload, 'message'),
    received_at: text(payload, 'received_at'),
  }
}
