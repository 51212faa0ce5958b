import type { BadgeProps } from '@/components/ui/badge'
import * as m from '@/paraglide/messages'

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

const KIND_LABELS: Record<NotificationKind, () => string> = {
  request_received: m.admin_outbox_kind_request_received,
  request_received_staff: m.admin_outbox_kind_request_received_staff,
  booking_confirmed: m.admin_outbox_kind_booking_confirmed,
  request_declined: m.admin_outbox_kind_request_declined,
  request_expired: m.admin_outbox_kind_request_expired,
  enquiry_received_staff: m.admin_outbox_kind_enquiry_received_staff,
  request_withdrawn_staff: m.admin_outbox_kind_request_withdrawn_staff,
  payment_received: m.admin_outbox_kind_payment_received,
  deposit_due: m.admin_outbox_kind_deposit_due,
  balance_due: m.admin_outbox_kind_balance_due,
  payment_overdue: m.admin_outbox_kind_payment_overdue,
  arrival_information: m.admin_outbox_kind_arrival_information,
  stay_thank_you: m.admin_outbox_kind_stay_thank_you,
  deposit_returned: m.admin_outbox_kind_deposit_returned,
  booking_cancelled: m.admin_outbox_kind_booking_cancelled,
  booking_moved: m.admin_outbox_kind_booking_moved,
  enquiry_received: m.admin_outbox_kind_enquiry_received,
}

/** A kind in words, e.g. "Booking confirmed (guest)". */
export function kindLabel(kind: NotificationKind): string {
  return KIND_LABELS[kind]()
}

const STATUS_LABELS: Record<NotificationStatus, () => string> = {
  pending: m.admin_outbox_status_pending,
  sending: m.admin_outbox_status_sending,
  sent: m.admin_outbox_status_sent,
  failed: m.admin_outbox_status_failed,
}

/** "Pending", "Sending", "Sent", "Failed" ("En attente", "En cours d’envoi", "Envoyé", "Échec"). */
export function notificationStatusLabel(status: NotificationStatus): string {
  return STATUS_LABELS[status]()
}

/** Badges: sent default, failed destructive, pending and sending secondary. */
export function notificationBadgeVariant(
  status: NotificationStatus,
): NonNullable<BadgeProps['variant']> {
  if (status === 'sent') return 'default'
  if (status === 'failed') return 'destructive'
  return 'secondary'
}

/** Staff may send an email again once it is sent or has failed (not while it is on its way). */
export function canResend(status: NotificationStatus): boolean {
  return status === 'sent' || status === 'failed'
}
