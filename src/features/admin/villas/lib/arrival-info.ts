import { z } from 'zod'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
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
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.admin_villas_time_format() })

/** "At most 2,000 characters." ("2 000 caractères au maximum."), in the admin's language. */
export function atMostCharacters(max: number): string {
  return m.admin_villas_at_most_characters({
    max: new Intl.NumberFormat(intlLocale()).format(max),
  })
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => atMostCharacters(max) })

/** The same limits as the table's checks (villa_arrival_info), said next to the field. */
export const arrivalInfoSchema = z.object({
  address: text(500),
  map_url: text(2000).regex(/^$|^https:\/\/\S+$/, { error: () => m.admin_villas_map_link_rule() }),
  arrival_from: time,
  departure_by: time,
  access_codes: text(2000),
  access_codes_fr: text(2000),
  wifi_name: text(100),
  wifi_password: z.string().max(100, { error: () => atMostCharacters(100) }),
  house_manual: text(20000),
  house_manual_fr: text(20000),
  welcome_name: text(200),
  welcome_phone: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9 ().-]{1,30}$/, { error: () => m.admin_villas_phone_rule() }),
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
