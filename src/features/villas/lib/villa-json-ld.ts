import { villaImages } from './images'

interface VillaForJsonLd {
  id: string
  name: string
  description: string
  location: string
  images: readonly string[]
  max_guests: number
  bedrooms: number
  bathrooms: number
  size_sqm: number | null
  amenities: readonly string[]
  /** The one "from" price every screen shows (villas.from_price). */
  from_price: number
}

interface FaqForJsonLd {
  question: string
  answer: string
}

const absolute = (origin: string, url: string) => (url.startsWith('http') ? url : `${origin}${url}`)

/** schema.org data for search engines: the villa as a vacation rental, plus its FAQ page. */
export function villaJsonLd(
  villa: VillaForJsonLd,
  faqs: readonly FaqForJsonLd[],
  origin: string,
): object[] {
  const url = `${origin}/villa/${villa.id}`
  const rental = {
    '@context': 'https://schema.org',
    '@type': ['VacationRental', 'LodgingBusiness'],
    '@id': url,
    url,
    name: villa.name,
    description: villa.description,
    image: villaImages(villa.images).map((src) => absolute(origin, src)),
    address: { '@type': 'PostalAddress', addressLocality: villa.location, addressCountry: 'FR' },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', maxValue: villa.max_guests },
      numberOfBedrooms: villa.bedrooms,
      numberOfBathroomsTotal: villa.bathrooms,
      ...(villa.size_sqm !== null && {
        floorSize: { '@type': 'QuantitativeValue', value: villa.size_sqm, unitCode: 'MTK' },
      }),
      amenityFeature: villa.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
    amenityFeature: villa.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    makesOffer: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: villa.from_price,
        priceCurrency: 'EUR',
        unitText: 'night',
        description: 'From, per night',
      },
    },
  }
  if (faqs.length === 0) return [rental]
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
  return [rental, faqPage]
}
