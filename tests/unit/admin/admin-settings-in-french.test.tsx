import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnalyticsKpis } from '@/features/admin/analytics/components/analytics-kpis'
import { formatCompactEuro, formatPercentTick } from '@/features/admin/analytics/lib/chart-format'
import { periodPresets } from '@/features/admin/analytics/lib/periods'
import { AnalyticsCards } from '@/features/admin/blocked-dates/components/analytics-cards'
import type { AnalyticsFigures } from '@/features/admin/analytics/api/get-booking-analytics'
import { statusLabel } from '@/features/admin/messages/lib/message-status'
import { NotificationsList } from '@/features/admin/notifications/components/notifications-list'
import type { NotificationEntry } from '@/features/admin/notifications/api/get-notifications-page'
import { passwordChangeProblems } from '@/features/admin/profile/lib/password-change'
import { paymentSettingsSchema } from '@/features/admin/profile/lib/payment-settings'
import { formatDayRange } from '@/features/admin/seasonal-pricing/lib/season-overlaps'
import { rateText, surchargeSentence } from '@/features/admin/tourist-tax/lib/tax-forms'
import { taxReportCsv, TAX_REPORT_CSV_HEADER } from '@/features/admin/tourist-tax/lib/tax-report'
import { applyLocale } from '@/lib/i18n/locale'

// The admin screens of settings and figures in the staff member's language (issue 22): French
// words, French plurals (0 and 1 are singular in French) and French numbers; English unchanged.

/** French typography puts (narrow) no-break spaces before ":" and "%" and in "1 450 €". */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

const FIGURES: AnalyticsFigures = {
  nightsAvailable: 30,
  nightsBooked: 1,
  occupancyRate: 3.3,
  revenue: 1450,
  averageDailyRate: 1450,
  bookings: 1,
  averageBookingValue: 1450,
  averageLeadDays: 1.5,
  rent: 1300,
  fees: 150,
  extras: 0,
  touristTax: 12,
}

const FAILED: NotificationEntry = {
  id: 'n1',
  kind: 'booking_confirmed',
  status: 'failed',
  subject: null,
  recipients: ['anne@example.fr'],
  attempts: 1,
  last_error: 'SMTP refused',
  created_at: '2026-11-20T10:00:00Z',
  next_attempt_at: '2026-11-20T10:05:00Z',
  sent_at: null,
  payload: {},
  booking_id: null,
  enquiry_id: null,
  resend_of: null,
}

describe('the admin screens in French', () => {
  beforeEach(() => applyLocale('fr'))
  afterEach(() => applyLocale('en'))

  it('writes the analytics figures in French, one night in the singular', () => {
    const { rerender } = render(<AnalyticsKpis figures={FIGURES} />)
    const figures = screen.getByRole('list', { name: 'Chiffres de la période' })
    expect(within(figures).getByText('Occupation')).toBeVisible()
    expect(within(figures).getByText('Chiffre d’affaires')).toBeVisible()
    expect(within(figures).getByText('1 nuit réservée sur 30')).toBeVisible()
    expect(plain(within(figures).getByText(/%$/).textContent)).toBe('3,3 %')
    expect(plain(within(figures).getByText(/^\d+,\d\sjours?$/).textContent)).toBe('1,5 jour')

    rerender(<AnalyticsKpis figures={{ ...FIGURES, nightsBooked: 1234, averageLeadDays: 12 }} />)
    expect(plain(screen.getByText(/nuits réservées/).textContent)).toBe(
      '1 234 nuits réservées sur 30',
    )
    expect(plain(screen.getByText(/^\d+,\d\sjours?$/).textContent)).toBe('12,0 jours')
  })

  it('shortens euros and percents the French way on the chart', () => {
    expect(plain(formatCompactEuro(950.4))).toBe('950 €')
    expect(plain(formatCompactEuro(12_480))).toBe('12,5 k€')
    expect(plain(formatCompactEuro(1_234_567))).toBe('1,2 M€')
    expect(plain(formatPercentTick(52.4))).toBe('52 %')
    expect(periodPresets().map((preset) => preset.label)).toEqual([
      '12 derniers mois',
      'Cette année',
      '12 prochains mois',
      '5 dernières années',
    ])
  })

  it('counts confirmed bookings on Blocked Dates with French plurals', () => {
    const analytics = {
      monthStart: '2026-11-01',
      monthEnd: '2026-11-30',
      occupancyRate: 43.5,
      nightsBooked: 87,
      nightsAvailable: 200,
      totalRevenue: 3501,
      averageBooking: 1167,
      confirmedCount: 3,
    }
    const { rerender } = render(<AnalyticsCards analytics={analytics} />, { wrapper: MemoryRouter })
    expect(screen.getByText('Taux d’occupation')).toBeVisible()
    expect(screen.getByText('3 réservations confirmées')).toBeVisible()
    expect(plain(screen.getByText(/nuits réservées sur/).textContent)).toBe(
      'novembre 2026 : 87 nuits réservées sur 200',
    )
    expect(screen.getByRole('link', { name: 'novembre 2026 dans les statistiques' })).toBeVisible()

    rerender(<AnalyticsCards analytics={{ ...analytics, confirmedCount: 1 }} />)
    expect(screen.getByText('1 réservation confirmée')).toBeVisible()
  })

  it('lists the email log in French, one attempt in the singular', () => {
    const { rerender } = render(<NotificationsList rows={[FAILED]} onOpen={() => undefined} />)
    const table = screen.getByRole('table')
    for (const heading of ['Date', 'E-mail', 'Destinataires', 'Objet', 'Statut', 'Tentatives'])
      expect(within(table).getByRole('columnheader', { name: heading })).toBeInTheDocument()
    expect(within(table).getAllByText('Échec')[0]).toBeInTheDocument()
    expect(within(table).getAllByText('Réservation confirmée (client)')[0]).toBeInTheDocument()
    expect(screen.getByText('Dernière erreur (1 tentative)')).toBeInTheDocument()

    rerender(<NotificationsList rows={[{ ...FAILED, attempts: 3 }]} onOpen={() => undefined} />)
    expect(screen.getByText('Dernière erreur (3 tentatives)')).toBeInTheDocument()
  })

  it('says what is wrong with a form in French', () => {
    const [mismatch] = passwordChangeProblems({
      currentPassword: 'x',
      newPassword: 'a long new password',
      confirmPassword: 'another one',
    })
    expect(mismatch?.title).toBe('Les mots de passe ne correspondent pas')
    const parsed = paymentSettingsSchema.safeParse({
      bank_iban: '',
      bank_bic: '',
      bank_account_holder: '',
      arrival_info_days: '90',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('Entre 1 et 60 jours.')
    expect(statusLabel('unread')).toBe('Non lu')
  })

  it('writes season days and the tax report in French; the CSV header follows the language', () => {
    expect(plain(formatDayRange('2027-07-01', '2027-07-31'))).toBe('1–31 juil. 2027')
    expect(plain(formatDayRange('2027-07-04', '2027-07-04'))).toBe('4 juil. 2027')
    expect(plain(rateText({ amount: 2.3, percent: null, cap: null }))).toBe(
      '2,30 € par adulte et par nuit',
    )
    expect(
      plain(
        surchargeSentence({ departmental_surcharge_percent: 10, regional_surcharge_percent: 34 }),
      ),
    ).toBe('En plus du tarif, le département ajoute 10 % et la région ajoute 34 % de celui-ci.')
    const csv = taxReportCsv('2026-10', [])
    expect(csv.split(/\r?\n/)[0]).toContain('Taxe de séjour (EUR)')
  })
})

describe('the same screens in English', () => {
  it('keep the English texts and the English CSV header', () => {
    render(<AnalyticsKpis figures={FIGURES} />)
    expect(screen.getByText('1 of 30 nights')).toBeVisible()
    expect(screen.getByText('1.5 days')).toBeVisible()
    expect(formatCompactEuro(12_480)).toBe('€12.5K')
    expect(formatDayRange('2027-07-01', '2027-07-31')).toBe('Jul 1–31, 2027')
    expect(taxReportCsv('2026-10', []).split(/\r?\n/)[0]).toBe(TAX_REPORT_CSV_HEADER.join(','))
  })
})
