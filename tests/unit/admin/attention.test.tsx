import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import {
  adminAttentionKey,
  type AdminAttention as Attention,
} from '@/features/admin/layout/api/get-admin-attention'
import { AdminAttention } from '@/features/admin/layout/components/admin-attention'
import { AttentionSection } from '@/features/admin/today/components/attention-section'
import { applyLocale } from '@/lib/i18n/locale'

const ALL_WELL: Attention = {
  guestCare: { overdueDeposits: [], reviewsToApprove: [] },
  held: { bookingRequests: 0, messages: 0, bookingIds: [], messageIds: [] },
  failedEmails: 0,
  failingFeeds: [],
  conflictingFeeds: [],
  missingLegalIdentity: [],
  sampleContactPhone: false,
}
const LEGAL_GAP: Attention = {
  ...ALL_WELL,
  missingLegalIdentity: ['legal_rcs_number', 'legal_vat_number'],
}

function renderAt(path: string, attention: Attention, ui: ReactNode) {
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

describe('"Needs attention" on Today and above the other admin screens', () => {
  afterEach(() => applyLocale('en'))

  it('lists on Today what the notice lists elsewhere (a legal identity gap is not "all well")', () => {
    renderAt('/admin/today', LEGAL_GAP, <AttentionSection />)
    expect(
      screen.getByText(/The Legal Notice leaves out .*: RCS number \(SIREN\), VAT number\./),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Complete the legal identity' })).toHaveAttribute(
      'href',
      '/admin/profile#legal-identity',
    )
    expect(screen.queryByText(/legal identity is complete/)).not.toBeInTheDocument()
  })

  it('names the missing legal items as the Profile form does, in the staff member’s language', () => {
    applyLocale('fr')
    renderAt(
      '/admin/villas',
      {
        ...LEGAL_GAP,
        missingLegalIdentity: [
          'legal_rcs_number',
          'legal_vat_number',
          'legal_host_phone',
          // Keys a newer database may list: named generically, once, never as a raw key.
          'legal_new_item',
          'legal_other_new_item',
        ],
      },
      <AdminAttention />,
    )
    expect(
      screen.getByRole('region', { name: 'À traiter' }).textContent?.replace(/\u00a0/g, ' '),
    ).toContain(
      'Numéro RCS (SIREN), Numéro de TVA intracommunautaire, Téléphone de l’hébergeur, un autre élément de l’identité légale.',
    )
  })

  it('says all is well on Today only when nothing needs a person', () => {
    renderAt('/admin/today', ALL_WELL, <AttentionSection />)
    expect(screen.getByText(/the legal identity is complete/)).toBeVisible()
  })

  it('shows the notice above other screens, not above Today, which has its own panel', () => {
    const { unmount } = renderAt('/admin/villas', LEGAL_GAP, <AdminAttention />)
    expect(screen.getByRole('region', { name: 'Needs attention' })).toBeVisible()
    unmount()
    renderAt('/admin/today', LEGAL_GAP, <AdminAttention />)
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument()
  })

  it('names each security deposit overdue and the villas whose guests’ reviews wait (issue 21)', () => {
    const afterStays: Attention = {
      ...ALL_WELL,
      guestCare: {
        overdueDeposits: [
          {
            booking_id: 'b1',
            guest_name: 'Marie Curie',
            guest_email: 'marie@example.com',
            villa_name: 'Villa Caution',
            check_out: '2026-10-01',
            return_due_on: '2026-10-15',
            amount: 2500,
          },
        ],
        reviewsToApprove: [
          { villa_id: 'v1', villa_name: 'Villa Merci', waiting: 2 },
          { villa_id: 'v2', villa_name: 'Villa Azur', waiting: 1 },
        ],
      },
    }
    renderAt('/admin/today', afterStays, <AttentionSection />)
    expect(screen.getByTestId('attention-overdue-deposits')).toHaveTextContent(
      '1 security deposit was not returned within 14 days of departure: Marie Curie, Villa Caution.',
    )
    expect(screen.getByRole('link', { name: 'Marie Curie, Villa Caution' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=marie%40example.com&booking=b1',
    )
    expect(screen.getByTestId('attention-reviews-to-approve')).toHaveTextContent(
      '3 guest reviews wait for approval: Villa Merci (2), Villa Azur (1).',
    )
    expect(screen.getByRole('link', { name: 'Villa Merci (2)' })).toHaveAttribute(
      'href',
      '/admin/villa-reviews?villa=v1',
    )
    expect(screen.queryByText(/the legal identity is complete/)).not.toBeInTheDocument()
  })
})
