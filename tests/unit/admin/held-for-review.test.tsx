import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import {
  adminAttentionKey,
  type AdminAttention,
} from '@/features/admin/layout/api/get-admin-attention'
import { AdminAttention as AttentionNotice } from '@/features/admin/layout/components/admin-attention'
import { StatusCell } from '@/features/admin/bookings/components/booking-cells'
import { BookingDetailDialog } from '@/features/admin/bookings/components/booking-detail-dialog'
import type { AdminBooking } from '@/features/admin/bookings/api/get-bookings-page'
import { MessageCard } from '@/features/admin/messages/components/message-card'
import type { ContactMessage } from '@/features/admin/messages/api/get-messages-page'
import { AttentionSection } from '@/features/admin/today/components/attention-section'
import { RequestSent } from '@/features/booking/components/request-sent'
import type { BookingReceipt } from '@/features/booking/api/get-booking-receipt'

// What the flood control held for review (stored, no email sent) is labelled wherever staff
// meet it, and the visitor is told plainly that the request is safe with the team.

const HELD_BOOKING = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455'
const USUAL_BOOKING = '7a2b3c4d-5e6f-4a7b-8c9d-aabbccddeeff'
const HELD_MESSAGE = '8b3c4d5e-6f70-4b8c-9dae-112233445566'

const HELD: AdminAttention = {
  guestCare: { overdueDeposits: [], reviewsToApprove: [] },
  failedEmails: 0,
  failingFeeds: [],
  conflictingFeeds: [],
  missingLegalIdentity: [],
  sampleContactPhone: false,
  held: {
    bookingRequests: 2,
    messages: 1,
    bookingIds: [HELD_BOOKING, 'another-held-id'],
    messageIds: [HELD_MESSAGE],
  },
}

function renderWith(attention: AdminAttention, ui: ReactNode, path = '/admin/bookings') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  queryClient.setQueryData(adminAttentionKey, attention)
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

function booking(id: string): AdminBooking {
  return {
    id,
    villa_id: 'villa-1',
    villa_name: 'Villa Les Pins',
    villa_location: 'Saint-Tropez',
    guest_name: 'Anna Keller',
    guest_email: 'anna.keller@example.com',
    guest_phone: null,
    guests_count: 4,
    check_in: '2027-07-03',
    check_out: '2027-07-10',
    total_price: 9800,
    special_requests: null,
    status: 'pending',
    expires_at: new Date(Date.now() + 20 * 3600_000).toISOString(),
    created_at: new Date().toISOString(),
    overlaps: [],
  } as unknown as AdminBooking
}

describe('held for review, in the admin', () => {
  it("Today's Needs attention counts the held requests and messages, with their lists' links", () => {
    renderWith(HELD, <AttentionSection />, '/admin/today')
    expect(screen.getByText(/2 booking requests are held for review/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Review held requests' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=pending',
    )
    expect(screen.getByText(/1 message is held for review/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Read held messages' })).toHaveAttribute(
      'href',
      '/admin/messages?status=unread',
    )
    expect(screen.queryByText(/the legal identity is complete/)).not.toBeInTheDocument()
  })

  it('the notice above the other screens says it too', () => {
    renderWith(HELD, <AttentionNotice />, '/admin/villas')
    const notice = screen.getByRole('region', { name: 'Needs attention' })
    expect(within(notice).getAllByText(/held for review/, { selector: 'li' })).toHaveLength(2)
  })

  it('Booking Management labels the held request, and only it', () => {
    renderWith(
      HELD,
      <>
        <div data-testid="held">
          <StatusCell booking={booking(HELD_BOOKING)} />
        </div>
        <div data-testid="usual">
          <StatusCell booking={booking(USUAL_BOOKING)} />
        </div>
      </>,
    )
    expect(within(screen.getByTestId('held')).getByText('Held for review')).toBeVisible()
    expect(within(screen.getByTestId('usual')).queryByText('Held for review')).toBeNull()
  })

  it("the booking's detail says why it is held and what to do", () => {
    renderWith(HELD, <BookingDetailDialog booking={booking(HELD_BOOKING)} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Held for review.')).toBeVisible()
    expect(within(dialog).getByText(/neither the guest nor the team was emailed/)).toBeVisible()
    expect(within(dialog).getByText(/decline it, which sends nothing/)).toBeVisible()
  })

  it('Messages labels the held message and explains it', () => {
    const message = {
      id: HELD_MESSAGE,
      name: 'Hélène Roux',
      email: 'helene@example.com',
      phone: null,
      message: 'Could you arrange a chef?',
      form_type: 'concierge',
      status: 'unread',
      created_at: new Date().toISOString(),
    } as unknown as ContactMessage
    renderWith(HELD, <MessageCard message={message} />, '/admin/messages')
    const card = screen.getByRole('group', { name: 'Message from Hélène Roux' })
    expect(within(card).getByText('Held for review')).toBeVisible()
    expect(within(card).getByText(/the team was not emailed/)).toBeVisible()
  })
})

describe('held for review, as the visitor reads it', () => {
  it('the confirmation page says the request is safe and will be reviewed in person', () => {
    const receipt = {
      id: HELD_BOOKING,
      villa_id: 'villa-1',
      villa_name: 'Villa Les Pins',
      check_in: '2027-07-03',
      check_out: '2027-07-10',
      nights: 7,
      guests_count: 4,
      adults: 4,
      children: 0,
      quote: null,
      total_price: 9800,
      status: 'held',
      expires_at: new Date(Date.now() + 20 * 3600_000).toISOString(),
      created_at: new Date().toISOString(),
      is_guest_emailed: false,
      reference: 'RV-7K3Q',
    } satisfies BookingReceipt
    render(
      <MemoryRouter>
        <RequestSent receipt={receipt} guestEmail="anna.keller@example.com" actions={null} />
      </MemoryRouter>,
    )
    const note = screen.getByRole('note', { name: 'A personal review by our team' })
    expect(note).toHaveTextContent(/Nothing is lost and there is no need to send it again/)
    expect(note).toHaveTextContent(/anna\.keller@example\.com within 24 hours/)
    expect(screen.getByText('With our team for a personal review')).toBeVisible()
    expect(screen.getByText(/It expires on/)).toBeVisible()
  })

  it('a usual request shows no such note', () => {
    const receipt = {
      id: USUAL_BOOKING,
      villa_id: 'villa-1',
      villa_name: 'Villa Les Pins',
      check_in: '2027-07-03',
      check_out: '2027-07-10',
      nights: 7,
      guests_count: 4,
      adults: 4,
      children: 0,
      quote: null,
      total_price: 9800,
      status: 'pending',
      expires_at: new Date(Date.now() + 20 * 3600_000).toISOString(),
      created_at: new Date().toISOString(),
      is_guest_emailed: true,
      reference: 'RV-7K3Q',
    } satisfies BookingReceipt
    render(
      <MemoryRouter>
        <RequestSent receipt={receipt} guestEmail="anna.keller@example.com" actions={null} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.getByText('Awaiting our confirmation')).toBeVisible()
  })
})
