import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Villa } from '@/features/villas/api/get-villas'
import { VillaCard } from '@/features/villas/components/villa-card'

const villa: Villa = {
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Villa Azur',
  location: 'Boulouris, Saint Raphaël',
  description: 'White stone and light.',
  description_fr: null,
  price_per_night: 1450,
  from_price: 1100,
  max_guests: 10,
  bedrooms: 5,
  bathrooms: 1,
  size_sqm: 380,
  amenities: [],
  amenities_fr: null,
  distances: null,
  distances_fr: null,
  images: ['/a.svg', '/b.svg', '/c.svg'],
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  min_nights: 1,
  max_nights: 60,
  booking_horizon_months: 18,
  arrival_weekdays: [1, 2, 3, 4, 5, 6, 7],
  departure_weekdays: [1, 2, 3, 4, 5, 6, 7],
  advance_notice_days: 0,
  changeover: 'full_day',
  classification: 'unclassified',
  registration_number: null,
  tax_commune_id: null,
}

const renderCard = (value: Villa = villa) =>
  render(
    <MemoryRouter>
      <VillaCard villa={value} />
    </MemoryRouter>,
  )

describe('VillaCard', () => {
  it('shows the villa facts, its from price and links to its page', () => {
    renderCard()
    expect(screen.getByRole('link', { name: 'Villa Azur' })).toHaveAttribute(
      'href',
      '/villa/a1000000-0000-4000-8000-000000000001',
    )
    expect(screen.getByText('Boulouris, Saint Raphaël')).toBeInTheDocument()
    expect(screen.getByText('10 guests')).toBeInTheDocument()
    expect(screen.getByText('5 bedrooms')).toBeInTheDocument()
    expect(screen.getByText('1 bathroom')).toBeInTheDocument()
    expect(screen.getByText('380 m²')).toBeInTheDocument()
    // The stored from price, never the base price: the same figure as the villa page.
    expect(screen.getByText('€1,100').parentElement).toHaveTextContent('From €1,100 / night')
    expect(screen.queryByText('€1,450')).not.toBeInTheDocument()
  })

  it('leaves out the size when it is unknown', () => {
    renderCard({ ...villa, size_sqm: null })
    expect(screen.queryByText(/m²/)).not.toBeInTheDocument()
  })

  it('steps through the images and wraps around at both ends', async () => {
    const user = userEvent.setup()
    renderCard()
    const image = () => screen.getByRole('img')
    expect(image()).toHaveAttribute('src', '/a.svg')
    await user.click(screen.getByRole('button', { name: 'Previous photo of Villa Azur' }))
    expect(image()).toHaveAttribute('src', '/c.svg')
    await user.click(screen.getByRole('button', { name: 'Next photo of Villa Azur' }))
    expect(image()).toHaveAttribute('src', '/a.svg')
    await user.click(screen.getByRole('button', { name: 'Next photo of Villa Azur' }))
    expect(image()).toHaveAttribute('alt', 'Villa Azur, photo 2 of 3')
  })

  it('shows no arrows for a single image, and the placeholder when there is none', () => {
    renderCard({ ...villa, images: [] })
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/placeholder-villa.svg')
  })
})
