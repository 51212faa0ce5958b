import { describe, expect, it } from 'vitest'
import { localityOf, villaJsonLd } from '@/features/villas/lib/villa-json-ld'

const villa = {
  id: 'a1000000-0000-4000-8000-000000000003',
  name: 'Villa Estérel',
  description: 'A glass pavilion above the sea.',
  location: 'Cap du Dramont, Saint Raphaël',
  images: ['/images/villas/esterel-1.svg'],
  max_guests: 12,
  bedrooms: 6,
  bathrooms: 6,
  size_sqm: 450,
  amenities: ['Infinity pool'],
  from_price: 1440,
  registration_number: '83118000233ES' as string | null,
  classification: '5_stars' as const,
}

type Rental = {
  '@type': string
  identifier: string
  address: { addressLocality: string; addressCountry: string }
  containsPlace: { occupancy: { value: number } }
  starRating?: { ratingValue: number }
  makesOffer: { priceSpecification: { price: number; description: string } }
}

const rentalOf = (
  input: typeof villa | (Omit<typeof villa, 'classification'> & { classification: 'unclassified' }),
) => villaJsonLd(input, [], 'https://rivieravillas.com')[0] as Rental

describe('villaJsonLd', () => {
  it('offers the villa at its one from price, the figure the page shows', () => {
    expect(rentalOf(villa).makesOffer.priceSpecification).toMatchObject({
      price: 1440,
      description: 'From, per night',
    })
  })

  it('describes a VacationRental identified by its registration number, with its capacity and town', () => {
    const rental = rentalOf(villa)
    expect(rental['@type']).toBe('VacationRental')
    expect(rental.identifier).toBe('83118000233ES')
    expect(rental.containsPlace.occupancy.value).toBe(12)
    expect(rental.address).toMatchObject({ addressLocality: 'Saint Raphaël', addressCountry: 'FR' })
  })

  it('gives a classified villa its stars, and an unclassified one none', () => {
    expect(rentalOf(villa).starRating?.ratingValue).toBe(5)
    expect(rentalOf({ ...villa, classification: 'unclassified' }).starRating).toBeUndefined()
  })

  it('falls back on the villa’s id while it has no registration number', () => {
    expect(rentalOf({ ...villa, registration_number: null }).identifier).toBe(villa.id)
  })
})

describe('localityOf', () => {
  it('takes the town, the last part of a location', () => {
    expect(localityOf('Boulouris, Saint Raphaël')).toBe('Saint Raphaël')
    expect(localityOf('Ramatuelle')).toBe('Ramatuelle')
  })
})
