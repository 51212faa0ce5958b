import { z } from 'zod'
import * as m from '@/paraglide/messages'
import type { Tables, TablesInsert } from '@/types/database.types'
import { addAmenities } from './amenity-catalogue'
import { normaliseDistances, parseOptionalInteger } from './villa-fields'
import { normaliseRegistrationNumber, registrationNumberProblem } from './registration-number'

/** ISO weekdays, 1 = Monday … 7 = Sunday. */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const

/** A field's name, read when a message is shown (in the screen's language). */
type Label = () => string

const required = (label: Label) =>
  z
    .string()
    .trim()
    .min(1, { error: () => m.admin_villas_required({ label: label() }) })

const wholeNumber = (label: Label, min: number) =>
  required(label).refine((value) => Number.isInteger(Number(value)) && Number(value) >= min, {
    error: () => m.admin_villas_whole_number({ label: label(), min }),
  })

/** What the villa form holds: text as typed; numbers are checked, then converted on save. */
export const villaFormSchema = z
  .object({
    name: required(m.admin_villas_field_name),
    location: required(m.admin_villas_field_location),
    description: z.string(),
    description_fr: z.string(),
    price_per_night: required(m.admin_villas_field_price).refine(
      (value) => Number.isFinite(Number(value)) && Number(value) >= 0,
      { error: () => m.admin_villas_price_min() },
    ),
    max_guests: wholeNumber(m.admin_villas_field_max_guests, 1),
    bedrooms: wholeNumber(m.admin_villas_field_bedrooms, 0),
    bathrooms: wholeNumber(m.admin_villas_field_bathrooms, 0),
    size_sqm: z
      .string()
      .refine(
        (value) => value.trim() === '' || (Number.isFinite(Number(value)) && Number(value) > 0),
        { error: () => m.admin_villas_size_positive() },
      ),
    amenities: z.array(z.string()),
    /** The amenities in French, comma-separated as typed. */
    amenities_fr: z.string(),
    distances: z.string(),
    distances_fr: z.string(),
    min_nights: wholeNumber(m.admin_villas_field_min_nights, 1),
    max_nights: wholeNumber(m.admin_villas_field_max_nights, 1),
    advance_notice_days: wholeNumber(m.admin_villas_field_advance_notice, 0),
    booking_horizon_months: wholeNumber(m.admin_villas_field_horizon, 1).refine(
      (value) => Number(value) <= 36,
      { error: () => m.admin_villas_horizon_max() },
    ),
    arrival_weekdays: z.array(z.number()).min(1, { error: () => m.admin_villas_arrival_day() }),
    departure_weekdays: z.array(z.number()).min(1, { error: () => m.admin_villas_departure_day() }),
    changeover: z.enum(['full_day', 'same_day']),
    classification: z.enum(['unclassified', '1_star', '2_stars', '3_stars', '4_stars', '5_stars']),
    registration_number: z.string().superRefine((text, context) => {
      const problem = registrationNumberProblem(text)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
    /** '' = no commune: no tourist tax is quoted. */
    tax_commune_id: z.string(),
  })
  .refine((values) => Number(values.min_nights) <= Number(values.max_nights), {
    path: ['max_nights'],
    error: () => m.admin_villas_max_nights_min(),
  })

export type VillaFormValues = z.infer<typeof villaFormSchema>

/** A new villa: price 0, 1 guest, 1 bedroom, 1 bathroom, no size, amenities or distances. */
export const newVillaFormValues: VillaFormValues = {
  name: '',
  location: '',
  description: '',
  description_fr: '',
  price_per_night: '0',
  max_guests: '1',
  bedrooms: '1',
  bathrooms: '1',
  size_sqm: '',
  amenities: [],
  amenities_fr: '',
  distances: '',
  distances_fr: '',
  min_nights: '1',
  max_nights: '60',
  advance_notice_days: '0',
  booking_horizon_months: '18',
  arrival_weekdays: [...EVERY_DAY],
  departure_weekdays: [...EVERY_DAY],
  changeover: 'full_day',
  classification: 'unclassified',
  registration_number: '',
  tax_commune_id: '',
}

export function villaFormValuesFrom(villa: Tables<'villas'>): VillaFormValues {
  return {
    name: villa.name,
    location: villa.location,
    description: villa.description,
    description_fr: villa.description_fr ?? '',
    price_per_night: String(villa.price_per_night),
    max_guests: String(villa.max_guests),
    bedrooms: String(villa.bedrooms),
    bathrooms: String(villa.bathrooms),
    size_sqm: villa.size_sqm === null ? '' : String(villa.size_sqm),
    amenities: [...villa.amenities],
    amenities_fr: (villa.amenities_fr ?? []).join(', '),
    distances: villa.distances ?? '',
    distances_fr: villa.distances_fr ?? '',
    min_nights: String(villa.min_nights),
    max_nights: String(villa.max_nights),
    advance_notice_days: String(villa.advance_notice_days),
    booking_horizon_months: String(villa.booking_horizon_months),
    arrival_weekdays: [...villa.arrival_weekdays],
    departure_weekdays: [...villa.departure_weekdays],
    changeover: villa.changeover === 'same_day' ? 'same_day' : 'full_day',
    classification: villa.classification,
    registration_number: villa.registration_number ?? '',
    tax_commune_id: villa.tax_commune_id ?? '',
  }
}

/**
 * The row to save: the whole villa but its images, which follow its photos (villa_photos, saved
 * by the Photos section).
 */
export function villaPayloadFrom(
  values: VillaFormValues,
  isActive: boolean,
): Omit<TablesInsert<'villas'>, 'id' | 'created_at' | 'images'> {
  return {
    name: values.name.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    description_fr: values.description_fr.trim() || null,
    price_per_night: Number(values.price_per_night),
    max_guests: Number(values.max_guests),
    bedrooms: Number(values.bedrooms),
    bathrooms: Number(values.bathrooms),
    size_sqm: parseOptionalInteger(values.size_sqm),
    amenities: addAmenities([], values.amenities.join(',')),
    amenities_fr: frenchAmenities(values.amenities_fr),
    distances: normaliseDistances(values.distances),
    distances_fr: normaliseDistances(values.distances_fr),
    is_active: isActive,
    min_nights: Number(values.min_nights),
    max_nights: Number(values.max_nights),
    advance_notice_days: Number(values.advance_notice_days),
    booking_horizon_months: Number(values.booking_horizon_months),
    arrival_weekdays: [...values.arrival_weekdays].sort((a, b) => a - b),
    departure_weekdays: [...values.departure_weekdays].sort((a, b) => a - b),
    changeover: values.changeover,
    classification: values.classification,
    registration_number: normaliseRegistrationNumber(values.registration_number) || null,
    tax_commune_id: values.tax_commune_id || null,
  }
}

/** The French amenities typed as "Piscine, Vue mer": each once, in order; none is null. */
export function frenchAmenities(text: string): string[] | null {
  const items = [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
  return items.length > 0 ? items : null
}
