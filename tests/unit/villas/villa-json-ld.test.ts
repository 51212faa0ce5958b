import { describe, expect, it } from 'vitest'
import { villaJsonLd } from '@/features/villas/lib/villa-json-ld'

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
}

describe('villaJsonLd', () => {
  it('offers the villa at its one from price, the figure the page shows', () => {
    const [rental] = villaJsonLd(villa, [], 'https://rivieravillas.com') as {
      makesOffer: { priceSpecification: { price: number; description: string } }
    }[]
    expect(rental!.makesOffer.priceSpecification).toMatchObject({
      price: 1440,
      description: 'From, per night',
    })
  })
})
