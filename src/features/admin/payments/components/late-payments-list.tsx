import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { bookingReference } from '@/lib/booking-reference'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import type { LatePayment } from '../api/get-late-payments'
import * as m from '@/paraglide/messages'

/** What a late payment is, in staff's words: a deposit not received, or a balance overdue. */
function lateText(late: LatePayment): string {
  const day = formatDay(late.due_on)
  return late.kind === 'deposit'
    ? m.admin_payments_deposit_not_received({ day })
    : m.admin_payments_line_overdue_since({ label: late.label, day })
}

/**
 * "Needs attention": confirmed stays whose deposit (the Terms' days after the request, as the
 * stored schedule dated it) or balance is late, each linking to the booking.
 */
export function LatePaymentsList({ late }: { late: LatePayment[] }) {
  return (
    <ul
      className="space-y-1"
      aria-label={m.admin_payments_late_label()}
      data-testid="late-payments"
    >
      {late.map((row) => {
        const reference = bookingReference(row.booking_id, row.reference)
        return (
          <li key={row.booking_id}>
            <span className="font-medium text-red-800">{lateText(row)}</span>:{' '}
            {m.admin_payments_late_line({
              guest: row.guest_name,
              villa: row.villa_name,
              day: formatDay(row.check_in),
              amount: formatAmount(row.late_amount),
            })}{' '}
            <Link
              to={`${paths.admin.bookings.href()}?payment=overdue&q=${encodeURIComponent(reference)}`}
              className="font-medium text-navy underline underline-offset-4"
            >
              {m.admin_payments_open({ reference })}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
