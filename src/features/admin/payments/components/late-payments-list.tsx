import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { bookingReference } from '@/lib/booking-reference'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import type { LatePayment } from '../api/get-late-payments'

/** What a late payment is, in staff's words: a deposit not received, or a balance overdue. */
function lateText(late: LatePayment): string {
  const what = late.kind === 'deposit' ? 'Deposit not received' : `${late.label} overdue`
  return `${what} since ${formatDay(late.due_on)}`
}

/**
 * "Needs attention": confirmed stays whose deposit (the Terms' days after the request, as the
 * stored schedule dated it) or balance is late, each linking to the booking.
 */
export function LatePaymentsList({ late }: { late: LatePayment[] }) {
  return (
    <ul className="space-y-1" aria-label="Late payments" data-testid="late-payments">
      {late.map((row) => {
        const reference = bookingReference(row.booking_id, row.reference)
        return (
          <li key={row.booking_id}>
            <span className="font-medium text-red-800">{lateText(row)}</span>: {row.guest_name},{' '}
            {row.villa_name}, arriving {formatDay(row.check_in)}, {formatAmount(row.late_amount)}{' '}
            late.{' '}
            <Link
              to={`${paths.admin.bookings.href()}?payment=overdue&q=${encodeURIComponent(reference)}`}
              className="font-medium text-navy underline underline-offset-4"
            >
              Open {reference}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
