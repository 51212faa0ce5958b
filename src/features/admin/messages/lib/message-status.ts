import type { BadgeProps } from '@/components/ui/badge'

export type MessageStatus = 'unread' | 'read' | 'replied'
export type FormType = 'general' | 'concierge'

/** Unread messages of one form type (the tab badges). */
export function unreadCount(
  messages: readonly { form_type: string; status: string }[],
  formType: FormType,
): number {
  return messages.filter((m) => m.form_type === formType && m.status === 'unread').length
}

/** "Mark as Read" is offered only for an unread message. */
export function canMarkRead(status: string): boolean {
  return status === 'unread'
}

/** "Mark as Replied" is offered until the message is replied. */
export function canMarkReplied(status: string): boolean {
  return status !== 'replied'
}

/** Badges: unread destructive, read secondary, replied default. */
export function statusBadgeVariant(status: string): NonNullable<BadgeProps['variant']> {
  if (status === 'unread') return 'destructive'
  if (status === 'read') return 'secondary'
  return 'default'
}

/** The "Reply via Email" link. */
export function replyMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent('Re: Your inquiry')}`
}

/** "Unread", "Read", "Replied". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}
