import * as m from '@/paraglide/messages'

/**
import * as m from '@/paraglide/messages'
 * Who ended a booking and why (issue 21): bookings.cancellation_reason, recorded by the
 * database (record_booking_cancellation). The spec's three statuses stay; staff read the reason.
 */
export const CANCELLATION_REASONS = [
  'declined',
  'withdrawn',
  'lapsed',
  'guest_cancelled',
  'staff_cancelled',
] as const
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]

const LABELS: Record<CancellationReason, () => string> = {
  declined: m.admin_bookings_reason_declined,
  withdrawn: m.admin_bookings_reason_withdrawn,
  lapsed: m.admin_bookings_reason_lapsed,
  guest_cancelled: m.admin_bookings_reason_guest_cancelled,
  staff_cancelled: m.admin_bookings_reason_staff_cancelled,
}

export function isCancellationReason(value: unknown): value is CancellationReason {
  return CANCELLATION_REASONS.some((reason) => reason === value)
}

/** "Declined by staff", …; null for a booking not cancelled or cancelled before reasons. */
export function cancellationReasonLabel(reason: string | null | undefined): string | null {
  return isCancellationReason(reason) ? LABELS[reason]() : null
}
