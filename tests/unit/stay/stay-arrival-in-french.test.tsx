import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { StayArrival as Arrival } from '@/features/stay/api/get-stay-arrival'
import { StayArrival } from '@/features/stay/components/stay-arrival'
import { applyLocale } from '@/lib/i18n/locale'

const revealed: Arrival = {
  revealed: true,
  reveal_from: '2026-12-01',
  is_paid_in_full: true,
  address: '12 chemin des Pins, 83700 Saint-Raphaël',
  map_url: null,
  arrival_from: '16:00:00',
  departure_by: '10:00:00',
  access_codes: 'Gate 4711',
  access_codes_fr: 'Portail 4711',
  wifi_name: null,
  wifi_password: null,
  house_manual: 'The pool heater is in the pool house.',
  house_manual_fr: '   ',
  welcome_name: null,
  welcome_phone: null,
}

afterEach(() => applyLocale('en'))

describe('the arrival information on a French stay page', () => {
  it('shows the French access codes, and the English house manual marked lang="en" when its French is blank', () => {
    applyLocale('fr')
    render(<StayArrival arrival={revealed} today="2026-12-02" />)
    const codes = screen.getByTestId('stay-access-codes')
    expect(codes).toHaveTextContent('Portail 4711')
    expect(codes).not.toHaveAttribute('lang')
    const manual = screen.getByTestId('stay-house-manual')
    expect(manual).toHaveTextContent('The pool heater is in the pool house.')
    expect(manual).toHaveAttribute('lang', 'en')
  })

  it('shows the English on an English page, unmarked', () => {
    render(<StayArrival arrival={revealed} today="2026-12-02" />)
    expect(screen.getByTestId('stay-access-codes')).toHaveTextContent('Gate 4711')
    expect(screen.getByTestId('stay-access-codes')).not.toHaveAttribute('lang')
  })
})
