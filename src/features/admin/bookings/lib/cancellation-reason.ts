/**
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

const LABELS: Record<CancellationReason, string> = {
  declined: 'Declined by staff',
  withdrawn: 'Withdrawn by the guest',
  lapsed: 'Lapsed (not answered in time)',
  guest_cancelled: 'Cancelled at the guest’s request',
  staff_cancelled: 'Cancelled by staff',
}

export function isCancellationReason(value: unknown): value is CancellationReason {
  return CANCELLATION_REASONS.some((reason) => reason === value)
}

/** "Declined by staff", …; null for a booking not cancelled or cancelled before reasons. */
export function cancellationReasonLabel(reason: string | null | undefined): string | null {
  return isCancellationReason(reason) ? LABELS[reason] : null
}
