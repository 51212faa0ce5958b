import { z } from 'zod'
import type { Tables } from '@/types/database.types'

export type ArrivalInfo = Omit<Tables<'villa_arrival_info'>, 'updated_at'>

export type ArrivalInfoValues = {
  [K in Exclude<keyof ArrivalInfo, 'villa_id'>]: string
}

export const EMPTY_ARRIVAL_INFO: ArrivalInfoValues = {
  address: '',
  map_url: '',
  arrival_from: '',
  departure_by: '',
  access_codes: '',
  access_codes_fr: '',
  wifi_name: '',
  wifi_password: '',
  house_manual: '',
  house_manual_fr: '',
  welcome_name: '',
  welcome_phone: '',
}

/** The form's values from the stored row ("16:00:00" shows as "16:00"). */
export function arrivalInfoValuesFrom(row: ArrivalInfo | null): ArrivalInfoValues {
  if (!row) return EMPTY_ARRIVAL_INFO
  const {
    villa_id: _villa,
    arrival_from,
    departure_by,
    access_codes_fr,
    house_manual_fr,
    ...texts
  } = row
  return {
    ...texts,
    access_codes_fr: access_codes_fr ?? '',
    house_manual_fr: house_manual_fr ?? '',
    arrival_from: arrival_from?.slice(0, 5) ?? '',
    departure_by: departure_by?.slice(0, 5) ?? '',
  }
}

const time = z
  .string()
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, for example 16:00.')

/** The same limits as the table's checks (villa_arrival_info), said next to the field. */
export const arrivalInfoSchema = z.object({
  address: z.string().trim().max(500, 'At most 500 characters.'),
  map_url: z
    .string()
    .trim()
    .max(2000, 'At most 2,000 characters.')
    .regex(/^$|^https:\/\/\S+$/, 'Paste the full map link, starting with https://'),
  arrival_from: time,
  departure_by: time,
  access_codes: z.string().trim().max(2000, 'At most 2,000 characters.'),
  access_codes_fr: z.string().trim().max(2000, 'At most 2,000 characters.'),
  wifi_name: z.string().trim().max(100, 'At most 100 characters.'),
  wifi_password: z.string().max(100, 'At most 100 characters.'),
  house_manual: z.string().trim().max(20000, 'At most 20,000 characters.'),
  house_manual_fr: z.string().trim().max(20000, 'At most 20,000 characters.'),
  welcome_name: z.string().trim().max(200, 'At most 200 characters.'),
  welcome_phone: z
    .string()
    .trim()
    .regex(
      /^$|^\+?[0-9 ().-]{1,30}$/,
      'Use digits, spaces, brackets, dots, hyphens and a leading +.',
    ),
})

/** The row to save: empty times are none; an unwritten French text is none (the English shows). */
export function arrivalInfoPayload(villaId: string, values: ArrivalInfoValues): ArrivalInfo {
  return {
    ...values,
    villa_id: villaId,
    arrival_from: values.arrival_from || null,
    departure_by: values.departure_by || null,
    access_codes_fr: values.access_codes_fr.trim() || null,
    house_manual_fr: values.house_manual_fr.trim() || null,
  }
}
