import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContactMessage } from '@/features/admin/messages/api/get-messages-page'
import { MessageCard } from '@/features/admin/messages/components/message-card'
import type { AdminReview } from '@/features/admin/reviews/api/get-admin-reviews'
import { ReviewItem } from '@/features/admin/reviews/components/review-item'
import { applyLocale } from '@/lib/i18n/locale'

afterEach(() => applyLocale('en'))

// A guest's own words carry `lang` only when they are not in the page's language: an English
// message on the English admin is plain, a French one is marked so screen readers switch voice.

function renderUi(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

function message(language: 'en' | 'fr', text: string): ContactMessage {
  return {
    id: `message-${language}`,
    name: 'Hélène Roux',
    email: 'helene@example.com',
    phone: null,
    message: text,
    form_type: 'contact',
    status: 'read',
    language,
    created_at: new Date().toISOString(),
  } as unknown as ContactMessage
}

function review(language: 'en' | 'fr', text: string, location: string): AdminReview {
  return {
    id: `review-${language}`,
    villa_id: 'villa-1',
    booking_id: null,
    guest_name: 'Ada',
    guest_location: location,
    review_text: text,
    rating: 5,
    stay_month: '2026-07-01',
    published_on: '2026-08-02',
    approved_at: '2026-08-02T09:00:00Z',
    source: 'staff',
    language,
    is_active: true,
    is_verified: false,
    display_order: 0,
    created_at: '2026-08-02T09:00:00Z',
  }
}

describe("a guest's text on the admin", () => {
  it('a message in the page language is unmarked, one in the other language is marked', () => {
    renderUi(
      <>
        <MessageCard message={message('en', 'Could you arrange a chef?')} />
        <MessageCard message={message('fr', 'Pourriez-vous prévoir un chef ?')} />
      </>,
    )
    expect(screen.getByText('Could you arrange a chef?')).not.toHaveAttribute('lang')
    expect(screen.getByText('Pourriez-vous prévoir un chef ?')).toHaveAttribute('lang', 'fr')
  })

  it('on the French admin, the English review and its place are marked lang="en"', () => {
    applyLocale('fr')
    renderUi(
      <>
        <ReviewItem review={review('en', 'A wonderful week.', 'Oslo, Norway')} />
        <ReviewItem review={review('fr', 'Une semaine merveilleuse.', 'Lyon, France')} />
      </>,
    )
    expect(screen.getByText('A wonderful week.')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Oslo, Norway')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Une semaine merveilleuse.')).not.toHaveAttribute('lang')
    expect(screen.getByText('Lyon, France')).not.toHaveAttribute('lang')
  })
})
