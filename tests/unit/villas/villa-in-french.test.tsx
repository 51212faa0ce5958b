import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Villa } from '@/features/villas/api/get-villas'
import { VillaCard } from '@/features/villas/components/villa-card'
import { VillaDetails } from '@/features/villas/components/villa-details'
import { CollectionFilterFields } from '@/features/villas/components/collection-filter-fields'
import { NO_FILTERS, readPriceRange } from '@/features/villas/lib/collection-filters'
import { DEFAULT_REVIEWS_STATEMENT } from '@/features/villas/lib/reviews-statement'
import { formatReviewCount } from '@/features/villas/lib/reviews'
import { staySearchProblem } from '@/features/villas/lib/stay-search'
import { villaJsonLd } from '@/features/villas/lib/villa-json-ld'
import { applyLocale } from '@/lib/i18n/locale'

// French number formats use narrow and ordinary no-break spaces ("1 100 €").
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

const villa: Villa = {
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Villa Azur',
  location: 'Boulouris, Saint Raphaël',
  description: 'White stone and light.',
  description_fr: null,
  price_per_night: 1450,
  from_price: 1100,
  max_guests: 8,
  bedrooms: 1,
  bathrooms: 3,
  size_sqm: 380,
  amenities: [],
  amenities_fr: null,
  distances: null,
  distances_fr: null,
  images: ['/a.svg', '/b.svg'],
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  min_nights: 1,
  max_nights: 60,
  booking_horizon_months: 18,
  arrival_weekdays: [1, 2, 3, 4, 5, 6, 7],
  departure_weekdays: [1, 2, 3, 4, 5, 6, 7],
  advance_notice_days: 0,
  changeover: 'full_day',
  classification: '1_star',
  registration_number: '83118000123AB',
  tax_commune_id: null,
}

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>)

beforeEach(() => applyLocale('fr'))
afterEach(() => applyLocale('en'))

describe('a villa card in French', () => {
  it('counts guests, bedrooms and bathrooms with French plurals, and links to the French page', () => {
    inRouter(<VillaCard villa={villa} />)
    expect(screen.getByText('8 voyageurs')).toBeInTheDocument()
    expect(screen.getByText('1 chambre')).toBeInTheDocument()
    expect(screen.getByText('3 salles de bains')).toBeInTheDocument()
    expect(plain(screen.getByText(/1\s100\s€/).parentElement?.textContent)).toBe(
      'À partir de 1 100 € / nuit',
    )
    expect(screen.getByRole('link', { name: 'Villa Azur' })).toHaveAttribute(
      'href',
      '/fr/villa/a1000000-0000-4000-8000-000000000001',
    )
    expect(screen.getByRole('button', { name: 'Photo suivante de Villa Azur' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Villa Azur, photo 1 sur 2')
  })

  it('says a searched stay in nights: "1 nuit", "7 nuits"', () => {
    const offer = (nights: number) => ({ total: 7700, nightlyAverage: 1100, nights, query: 'q' })
    const { unmount } = inRouter(<VillaCard villa={villa} offer={offer(1)} />)
    expect(plain(screen.getByText(/pour 1 nuit/).textContent)).toMatch(
      /^7 700 € pour 1 nuit\s*soit 1 100 € \/ nuit en moyenne$/,
    )
    unmount()
    inRouter(<VillaCard villa={villa} offer={offer(7)} />)
    expect(screen.getByText(/pour 7 nuits/)).toBeInTheDocument()
  })

  it('reads the same in English, unchanged', () => {
    applyLocale('en')
    inRouter(<VillaCard villa={{ ...villa, bedrooms: 1, bathrooms: 3 }} />)
    expect(screen.getByText('8 guests')).toBeInTheDocument()
    expect(screen.getByText('1 bedroom')).toBeInTheDocument()
    expect(screen.getByText('3 bathrooms')).toBeInTheDocument()
  })
})

describe('the villa facts in French', () => {
  it('say "jusqu’à 8", the classification in stars and the registration number', () => {
    render(<VillaDetails villa={villa} />)
    expect(screen.getByRole('heading', { name: 'La villa en un coup d’œil' })).toBeInTheDocument()
    expect(screen.getByText('Jusqu’à 8')).toBeInTheDocument()
    expect(plain(screen.getByText(/1\s100\s€/).textContent)).toBe('1 100 € / nuit')
    expect(screen.getByText('Meublé de tourisme classé 1 étoile')).toBeInTheDocument()
    expect(plain(screen.getByText(/Numéro d’enregistrement/).textContent)).toBe(
      'Numéro d’enregistrement : 83118000123AB',
    )
  })

  it('pluralise the stars: "classé 4 étoiles", and name an unclassified rental', () => {
    const { unmount } = render(<VillaDetails villa={{ ...villa, classification: '4_stars' }} />)
    expect(screen.getByText('Meublé de tourisme classé 4 étoiles')).toBeInTheDocument()
    unmount()
    render(<VillaDetails villa={{ ...villa, classification: 'unclassified' }} />)
    expect(screen.getByText('Meublé de tourisme non classé')).toBeInTheDocument()
  })
})

describe('the collection filters in French', () => {
  it('label every field, option and amenity in French', () => {
    render(
      <CollectionFilterFields
        filters={NO_FILTERS}
        onChange={() => {}}
        destinations={[]}
        hasGuests
        layout="sheet"
      />,
    )
    expect(screen.getByLabelText('Voyageurs')).toHaveDisplayValue('Indifférent')
    expect(screen.getByRole('option', { name: '1 chambre et plus' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: '3 chambres et plus' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Vue mer' })).toBeInTheDocument()
    expect(screen.getByLabelText('Prix minimum par nuit')).toHaveAttribute('placeholder', 'Min.')
  })
})

describe('texts computed in French', () => {
  it('explain a stay search or a price range that cannot apply', () => {
    expect(staySearchProblem('', '', '2027-01-01')).toBe(
      'Veuillez choisir vos dates d’arrivée et de départ',
    )
    expect(staySearchProblem('2026-12-01', '2026-12-08', '2027-01-01')).toBe(
      'La date d’arrivée ne peut pas être déjà passée',
    )
    expect(readPriceRange('900', '500')).toEqual({ problem: 'Le minimum dépasse le maximum' })
  })

  it('count reviews ("1 avis", "12 avis") and give the built-in reviews statement in French', () => {
    expect(formatReviewCount(1)).toBe('1 avis')
    expect(formatReviewCount(12)).toBe('12 avis')
    expect(DEFAULT_REVIEWS_STATEMENT.title).toBe('Comment les avis sont contrôlés')
    expect(DEFAULT_REVIEWS_STATEMENT.content).toMatch(/«\u00a0Séjour vérifié\u00a0»/)
    applyLocale('en')
    expect(DEFAULT_REVIEWS_STATEMENT.title).toBe('How reviews are checked')
  })
})

describe('the villa’s structured data on the French page', () => {
  it('names the French address, its offer in French and the FAQ’s language', () => {
    const faqs = [{ question: 'Les animaux sont-ils acceptés\u00a0?', answer: 'Oui.' }]
    const [rental, faqPage] = villaJsonLd(villa, faqs, 'https://rivieravillas.com') as [
      { url: string; makesOffer: { priceSpecification: { description: string } } },
      { inLanguage: string },
    ]
    expect(rental.url).toBe(
      'https://rivieravillas.com/fr/villa/a1000000-0000-4000-8000-000000000001',
    )
    expect(rental.makesOffer.priceSpecification.description).toBe('À partir de, par nuit')
    expect(faqPage.inLanguage).toBe('fr')
  })
})
