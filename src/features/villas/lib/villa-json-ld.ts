import { paths } from '@/config/paths'
import { currentLocale } from '@/lib/i18n/locale'
import { classificationStars, type VillaClassification } from '@/lib/villa-classification'
import { villaImages } from './images'
import * as m from '@/paraglide/messages'

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
  /** Loi Le Meur's registration number: the rental's identifier when it has one. */
  registration_number: string | null
  classification: VillaClassification
}

interface FaqForJsonLd {
  question: string
  answer: string
}

/** "Boulouris, Saint Raphaël" → "Saint Raphaël": a location names the town last. */
export function localityOf(location: string): string {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return parts[parts.length - 1] ?? location
}

const absolute = (origin: string, url: string) => (url.startsWith('http') ? url : `${origin}${url}`)

/**
 * schema.org data for search engines: the villa as a vacation rental (Google's VacationRental
 * guidelines: identifier, name, images, occupancy, address, description; its official star
 * rating when classified; the from price as its offer), plus its FAQ page.
 */
export function villaJsonLd(
  villa: VillaForJsonLd,
  faqs: readonly FaqForJsonLd[],
  origin: string,
): object[] {
  // The page's own address in its language (`/fr/villa/…` on the French page).
  const url = `${origin}${paths.villa.href(villa.id)}`
  const stars = classificationStars(villa.classification)
  const rental = {
    '@context': 'https://schema.org',
    // A LodgingBusiness already (schema.org): starRating and makesOffer belong to it.
    '@type': 'VacationRental',
    '@id': url,
    url,
    inLanguage: currentLocale(),
    // The registration number identifies a French tourist rental; the villa's id until it has one.
    identifier: villa.registration_number ?? villa.id,
    name: villa.name,
    description: villa.description,
    image: villaImages(villa.images).map((src) => absolute(origin, src)),
    address: {
      '@type': 'PostalAddress',
      addressLocality: localityOf(villa.location),
      addressCountry: 'FR',
    },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      // Google reads the most guests the place sleeps from `value`.
      occupancy: { '@type': 'QuantitativeValue', value: villa.max_guests },
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
    ...(stars !== null && {
      starRating: {
        '@type': 'Rating',
        ratingValue: stars,
        bestRating: 5,
        author: { '@type': 'Organization', name: 'Atout France' },
      },
    }),
    makesOffer: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: villa.from_price,
        priceCurrency: 'EUR',
        unitText: 'night',
        description: m.villas_jsonld_price_description(),
      },
    },
  }
  if (faqs.length === 0) return [rental]
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: currentLocale(),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
  return [rental, faqPage]
}
