import { z } from 'zod'
import * as m from '@/paraglide/messages'
import {
  SITE_DETAIL_KEYS,
  type LocalizedSiteDetails,
  type SiteDetailField,
  type SiteDetails,
} from '@/lib/site-details'

// The same rules as the database's check_site_detail() (supabase/schemas/10_villas_and_content.sql),
// so a field is refused here, next to it, before the database refuses it with the same sentence.

const CONTROL_CHARACTERS = /\p{Cc}/u
const PHONE = /^\+?[0-9 ().-]+$/
const EMAIL = /^[^@\s?&%]+@[^@\s?&%]+\.[^@\s?&%]+$/
const HTTPS_URL = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^\s<>"]*)?$/

// Each rule's sentence is read when a value is checked, in the staff member's language.
const PHONE_RULE = { error: () => m.admin_profile_rule_phone() }
const EMAIL_RULE = { error: () => m.admin_profile_rule_email() }
const HOURS_RULE = () => m.admin_profile_rule_hours()
const LINK_RULE = { error: () => m.admin_profile_rule_link() }

const digitCount = (value: string) => value.replace(/\D/g, '').length

const phone = z
  .string()
  .trim()
  .refine(
    (value) =>
      PHONE.test(value) && value.length <= 30 && digitCount(value) >= 6 && digitCount(value) <= 15,
    PHONE_RULE,
  )

const email = z
  .string()
  .trim()
  .refine((value) => value.length <= 320 && EMAIL.test(value), EMAIL_RULE)

const isOneLine = (value: string, max: number) =>
  value.length >= 1 && value.length <= max && !CONTROL_CHARACTERS.test(value)

const oneLine = (max: number, rule: () => string) =>
  z
    .string()
    .trim()
    .refine((value) => isOneLine(value, max), { error: rule })

const HOURS_LENGTH = 60
const hours = oneLine(HOURS_LENGTH, HOURS_RULE)

const optionalLink = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length <= 500 && HTTPS_URL.test(value)), LINK_RULE)

export const siteDetailsSchema = z.object({
  phone,
  email,
  conciergeEmail: email,
  address: oneLine(200, () => m.admin_profile_rule_address()),
  hoursWeekdays: hours,
  hoursSaturday: hours,
  hoursSunday: hours,
  instagramUrl: optionalLink,
  facebookUrl: optionalLink,
  linkedinUrl: optionalLink,
}) satisfies z.ZodType<SiteDetails>

/** The fields whose value differs from the saved one: only these are written. */
export function changedSiteDetails(saved: SiteDetails, values: SiteDetails): SiteDetailField[] {
  return (Object.keys(SITE_DETAIL_KEYS) as SiteDetailField[]).filter(
    (field) => values[field] !== saved[field],
  )
}

/** The office hours staff also write in French, and the form field of each French twin. */
export const FRENCH_HOURS = {
  hoursWeekdays: 'hoursWeekdaysFr',
  hoursSaturday: 'hoursSaturdayFr',
  hoursSunday: 'hoursSundayFr',
} as const
type FrenchHoursField = (typeof FRENCH_HOURS)[keyof typeof FRENCH_HOURS]

/** The editor's values: the details, and the French office hours ('' when not translated). */
export type SiteDetailsValues = SiteDetails & Record<FrenchHoursField, string>

/** French hours: empty (the site shows the English, flagged here), or the English rule. */
const frenchHours = z
  .string()
  .trim()
  .refine((value) => value === '' || isOneLine(value, HOURS_LENGTH), { error: HOURS_RULE })

export const siteDetailsValuesSchema = siteDetailsSchema.extend({
  hoursWeekdaysFr: frenchHours,
  hoursSaturdayFr: frenchHours,
  hoursSundayFr: frenchHours,
}) satisfies z.ZodType<SiteDetailsValues>

/** The editor's values from what is stored. */
export function siteDetailsValues(details: LocalizedSiteDetails): SiteDetailsValues {
  const { frenchHours: french, ...english } = details
  return {
    ...english,
    hoursWeekdaysFr: french.hoursWeekdays ?? '',
    hoursSaturdayFr: french.hoursSaturday ?? '',
    hoursSundayFr: french.hoursSunday ?? '',
  }
}

/**
 * The field a database refusal names by its detail: "site_settings.office_hours_saturday" is the
 * English hours, "site_settings.office_hours_saturday_fr" their French twin.
 */
export function fieldOfRefusal(error: unknown): keyof SiteDetailsValues | undefined {
  const details = (error as { details?: unknown } | null)?.details
  if (typeof details !== 'string') return undefined
  for (const field of Object.keys(SITE_DETAIL_KEYS) as SiteDetailField[]) {
    const key = `site_settings.${SITE_DETAIL_KEYS[field]}`
    if (details === key) return field
    if (details === `${key}_fr` && field in FRENCH_HOURS) {
      return FRENCH_HOURS[field as keyof typeof FRENCH_HOURS]
    }
  }
  return undefined
}

/** A setting to write: its key, the column (the English value or its French twin), the value. */
export interface SettingWrite {
  key: string
  column: 'setting_value' | 'setting_value_fr'
  value: string | null
}

/** What changed, as writes: English values as typed, a French one emptied written as null. */
export function changedSettings(
  saved: SiteDetailsValues,
  values: SiteDetailsValues,
): SettingWrite[] {
  const english = changedSiteDetails(saved, values).map((field): SettingWrite => ({
    key: SITE_DETAIL_KEYS[field],
    column: 'setting_value',
    value: values[field],
  }))
  const french = (Object.keys(FRENCH_HOURS) as (keyof typeof FRENCH_HOURS)[])
    .filter((field) => values[FRENCH_HOURS[field]].trim() !== saved[FRENCH_HOURS[field]].trim())
    .map((field): SettingWrite => ({
      key: SITE_DETAIL_KEYS[field],
      column: 'setting_value_fr',
      value: values[FRENCH_HOURS[field]].trim() || null,
    }))
  return [...english, ...french]
}
