import { describe, expect, it } from 'vitest'
import {
  canMarkRead,
  canMarkReplied,
  replyMailto,
  statusBadgeVariant,
  statusLabel,
} from '@/features/admin/messages/lib/message-status'

describe('messages', () => {
  it('offers "Mark as Read" only for an unread message', () => {
    expect(canMarkRead('unread')).toBe(true)
    expect(canMarkRead('read')).toBe(false)
    expect(canMarkRead('replied')).toBe(false)
  })

  it('offers "Mark as Replied" until the message is replied', () => {
    expect(canMarkReplied('unread')).toBe(true)
    expect(canMarkReplied('read')).toBe(true)
    expect(canMarkReplied('replied')).toBe(false)
  })

  it('shows unread as destructive, read as secondary, replied as default', () => {
    expect(statusBadgeVariant('unread')).toBe('destructive')
    expect(statusBadgeVariant('read')).toBe('secondary')
    expect(statusBadgeVariant('replied')).toBe('default')
    expect(['unread', 'read', 'replied'].map(statusLabel)).toEqual(['Unread', 'Read', 'Replied'])
  })

  it('replies by email with the subject "Re: Your inquiry"', () => {
    expect(replyMailto('anna@example.com')).toBe(
      'mailto:anna@example.com?subject=Re%3A%20Your%20inquiry',
    )
  })

  it('replies in the language the enquiry was written in, whatever the admin’s language', () => {
    expect(replyMailto('anna@example.com', 'fr')).toBe(
      'mailto:anna@example.com?subject=Re%C2%A0%3A%20Votre%20demande',
    )
    expect(replyMailto('anna@example.com', 'en')).toBe(
      'mailto:anna@example.com?subject=Re%3A%20Your%20inquiry',
    )
  })

  it('keeps a hostile address from adding recipients or a body to the reply link', () => {
    const link = replyMailto('a@b.co?cc=evil%40evil.com&body=Pay now')
    expect(link).toBe(
      'mailto:a@b.co%3Fcc%3Devil%2540evil.com%26body%3DPay%20now?subject=Re%3A%20Your%20inquiry',
    )
    const url = new URL(link)
    expect([...url.searchParams.keys()]).toEqual(['subject'])
  })
})
