import type { BadgeProps } from '@/components/ui/badge'
import type { Enums } from '@/types/database.types'
import * as m from '@/paraglide/messages'

export type MessageStatus = Enums<'message_status'>
export type FormType = Enums<'enquiry_form_type'>

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

/**
 * The "Reply via Email" link. The address is percent-encoded around its '@', so a stored address
 * can never add its own `?cc=` or `&body=` to the link (the database refuses such addresses too).
 * The subject is in the language the enquiry was written in ("Re : Votre demande" in French),
 * whatever the language of the admin.
 */
export function replyMailto(email: string, language: Enums<'site_language'> = 'en'): string {
  const at = email.lastIndexOf('@')
  const address =
    at === -1
      ? encodeURIComponent(email)
      : `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
  return `mailto:${address}?subject=${encodeURIComponent(m.admin_shared_reply_subject({}, { locale: language }))}`
}

/** "Unread", "Read", "Replied" (a message's badge: "Non lu", "Lu", "Répondu" in French). */
export function statusLabel(status: string): string {
  if (status === 'unread') return m.admin_inbox_status_unread()
  if (status === 'read') return m.admin_inbox_status_read()
  if (status === 'replied') return m.admin_inbox_status_replied()
  return status.charAt(0).toUpperCase() + status.slice(1)
}
