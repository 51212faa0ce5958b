import { describe, expect, it } from 'vitest'
import { legalDocument } from '@/features/content/lib/legal-document'

const section = (section_key: string, title: string | null, content: string, is_active = true) => ({
  section_key,
  title,
  content,
  image_url: null,
  is_active,
})

describe('legalDocument', () => {
  it('reads the title and lead from intro, the date from last_updated, then the sections in order', () => {
    const doc = legalDocument('terms', [
      section('intro', 'Terms of Booking', ' These terms apply to every stay. '),
      section('last_updated', 'Last updated', '26 November 2026'),
      section('booking_requests', '1. Booking requests', 'A request is not a booking.'),
      section('cancellation', '2. Cancellation', 'First paragraph.\n\nSecond paragraph.'),
    ])
    expect(doc).toEqual({
      title: 'Terms of Booking',
      lead: 'These terms apply to every stay.',
      lastUpdated: '26 November 2026',
      sections: [
        {
          key: 'booking_requests',
          title: '1. Booking requests',
          text: 'A request is not a booking.',
        },
        {
          key: 'cancellation',
          title: '2. Cancellation',
          text: 'First paragraph.\n\nSecond paragraph.',
        },
      ],
    })
  })

  it('falls back to the page’s own title when no intro is stored or its title is blank', () => {
    expect(legalDocument('privacy', []).title).toBe('Privacy Notice')
    expect(legalDocument('legal-notice', [section('intro', '  ', 'Lead')]).title).toBe(
      'Legal Notice',
    )
  })

  it('skips inactive sections and sections left blank', () => {
    const doc = legalDocument('terms', [
      section('hidden', 'Hidden', 'Not shown', false),
      section('blank', '', '   '),
      section('untitled', null, 'Text without a heading.'),
    ])
    expect(doc.sections).toEqual([{ key: 'untitled', title: '', text: 'Text without a heading.' }])
    expect(doc.lastUpdated).toBe('')
  })
})
