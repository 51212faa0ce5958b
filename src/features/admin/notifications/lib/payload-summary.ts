import type { Json } from '@/types/database.types'
import { paths } from '@/config/paths'
import { formatDateTime, formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'

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
        [m.admin_outbox_from(), text('name')],
        [m.admin_outbox_email(), text('email')],
        [m.admin_profile_phone(), text('phone')],
        [
          m.admin_outbox_form(),
          text('form_type') === 'concierge'
            ? m.admin_outbox_concierge_request()
            : m.admin_outbox_general_enquiry(),
        ],
        [m.admin_inbox_title_one(), text('message')],
      ]
    : [
        [m.admin_outbox_guest(), text('guest_name')],
        [m.admin_outbox_email(), text('guest_email')],
        [m.admin_analytics_villa(), text('villa_name')],
        [m.admin_outbox_check_in(), text('check_in') && formatDay(text('check_in')!)],
        [m.admin_outbox_check_out(), text('check_out') && formatDay(text('check_out')!)],
        [m.admin_analytics_nights(), text('nights')],
        [m.admin_outbox_guests(), text('guests')],
        [m.admin_outbox_total(), text('total') && formatEuro(Number(text('total')))],
        [m.admin_outbox_expires(), text('expires_at') && formatDateTime(text('expires_at')!)],
        [m.admin_outbox_special_requests(), text('special_requests')],
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
    return {
      label: m.admin_outbox_open_booking(),
      href: `${paths.admin.bookings.href()}?${search}`,
    }
  }
  const email = textOf(fields.email)
  if (textOf(fields.enquiry_id) && email) {
    const search = new URLSearchParams({ q: email })
    return {
      label: m.admin_outbox_open_messages(),
      href: `${paths.admin.messages.href()}?${search}`,
    }
  }
  return null
}
