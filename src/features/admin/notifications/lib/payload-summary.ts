import type { Json } from '@/types/database.types'
import { paths } from '@/config/paths'
import { formatDateTime, formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'

/** One line of what an email said, for the log's detail view. */
export interface SummaryRow {
  label: string
  value: string
}

function fieldsOf(payload: Json): Record<string, Json | undefined> {
  return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {}
}

function textOf(value: Json | undefined): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (typeof value === 'number') return String(value)
  return null
}

/**
 * The snapshot the database took when it wrote the email (the booking or the enquiry as it was
 * then), as label and value lines; fields it lacks are left out.
 */
export function summarizePayload(payload: Json): SummaryRow[] {
  const fields = fieldsOf(payload)
  const text = (key: string) => textOf(fields[key])
  const rows: [string, string | null][] = text('enquiry_id')
    ? [
        ['From', text('name')],
        ['Email', text('email')],
        ['Phone', text('phone')],
        ['Form', text('form_type') === 'concierge' ? 'Concierge request' : 'General enquiry'],
        ['Message', text('message')],
      ]
    : [
        ['Guest', text('guest_name')],
        ['Email', text('guest_email')],
        ['Villa', text('villa_name')],
        ['Check-in', text('check_in') && formatDay(text('check_in')!)],
        ['Check-out', text('check_out') && formatDay(text('check_out')!)],
        ['Nights', text('nights')],
        ['Guests', text('guests')],
        ['Total', text('total') && formatEuro(Number(text('total')))],
        ['Expires', text('expires_at') && formatDateTime(text('expires_at')!)],
        ['Special requests', text('special_requests')],
      ]
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}

/** Where the admin shows what this email is about: the booking, or the sender's messages. */
export function relatedAdminLink(payload: Json): { label: string; href: string } | null {
  const fields = fieldsOf(payload)
  const bookingId = textOf(fields.booking_id)
  const guestEmail = textOf(fields.guest_email)
  if (bookingId && guestEmail) {
    const search = new URLSearchParams({ q: guestEmail, booking: bookingId })
    return { label: 'Open the booking', href: `${paths.admin.bookings.href()}?${search}` }
  }
  const email = textOf(fields.email)
  if (textOf(fields.enquiry_id) && email) {
    const search = new URLSearchParams({ q: email })
    return { label: 'Open the messages', href: `${paths.admin.messages.href()}?${search}` }
  }
  return null
}
