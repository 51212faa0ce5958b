import type { BadgeProps } from '@/components/ui/badge'

// The kinds and statuses of public.notifications (migration 20261126220000_notifications.sql).

export const NOTIFICATION_KINDS = [
  'request_received',
  'request_received_staff',
  'booking_confirmed',
  'request_declined',
  'request_expired',
  'enquiry_received_staff',
  'request_withdrawn_staff',
  'payment_received',
  'deposit_due',
  'balance_due',
  'payment_overdue',
  'arrival_information',

  'stay_thank_you',
  'deposit_returned',
  'booking_cancelled',
  'booking_moved',
  'enquiry_received',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number]

const KIND_LABELS: Record<NotificationKind, string> = {
  request_received: 'Request received (guest)',
  request_received_staff: 'New request (staff)',
  booking_confirmed: 'Booking confirmed (guest)',
  request_declined: 'Request declined (guest)',
  request_expired: 'Request expired (guest)',
  enquiry_received_staff: 'New enquiry (staff)',
  request_withdrawn_staff: 'Request withdrawn by the guest (staff)',
  payment_received: 'Payment received (guest)',
  deposit_due: 'Deposit reminder (guest)',
  balance_due: 'Balance reminder (guest)',
  payment_overdue: 'Payment overdue (guest)',
  arrival_information: 'Arrival information (guest)',

  stay_thank_you: 'Thank you and review link (guest)',
  deposit_returned: 'Security deposit returned (guest)',
  booking_cancelled: 'Stay cancelled (guest)',
  booking_moved: 'Stay moved (guest)',
  enquiry_received: 'Enquiry acknowledged (sender)',
}

/** A kind in words, e.g. "Booking confirmed (guest)". */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind as NotificationKind] ?? kind
}

/** "Pending", "Sending", "Sent", "Failed". */
export function notificationStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

/** Badges: sent default, failed destructive, pending and sending secondary. */
export function notificationBadgeVariant(status: string): NonNullable<BadgeProps['variant']> {
  if (status === 'sent') return 'default'
  if (status === 'failed') return 'destructive'
  return 'secondary'
}

/** Staff may send an email again once it is sent or has failed (not while it is on its way). */
export function canResend(status: string): boolean {
  return status === 'sent' || status === 'failed'
}
