import { siteDetailDefaults } from '@/config/brand'
import { pickText, type LocalizedText } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'

/** The contact details, office hours and social links of the public site. */
export type SiteDetails = typeof siteDetailDefaults

/** The site_settings row of each detail (migration 20261126130000_site_details.sql). */
export const SITE_DETAIL_KEYS = {
  phone: 'contact_phone',
  email: 'contact_email',
  conciergeEmail: 'concierge_email',
  address: 'contact_address',
  hoursWeekdays: 'office_hours_weekdays',
  hoursSaturday: 'office_hours_saturday',
  hoursSunday: 'office_hours_sunday',
  instagramUrl: 'instagram_url',
  facebookUrl: 'facebook_url',
  linkedinUrl: 'linkedin_url',
} as const satisfies Record<keyof SiteDetails, string>

export type SiteDetailField = keyof typeof SITE_DETAIL_KEYS

export const SITE_DETAIL_FIELDS = Object.keys(SITE_DETAIL_KEYS) as SiteDetailField[]

/** The setting keys to read in one request. */
export const SITE_DETAIL_SETTING_KEYS = Object.values(SITE_DETAIL_KEYS)

const OPTIONAL_FIELDS: ReadonlySet<SiteDetailField> = new Set([
  'instagramUrl',
  'facebookUrl',
  'linkedinUrl',
])

/** A site_settings row as the site reads it (the French twin only where staff wrote one). */
export interface SiteDetailRow {
  setting_key: string
  setting_value: string
  setting_value_fr?: string | null
}

/** The details staff also write in French (issue 22): the office hours. */
const HOURS_FIELDS = ['hoursWeekdays', 'hoursSaturday', 'hoursSunday'] as const
type HoursField = (typeof HOURS_FIELDS)[number]

/** The site details with the French office hours staff wrote (none when not translated). */
export type LocalizedSiteDetails = SiteDetails & {
  frenchHours: Partial<Record<HoursField, string>>
}

export const localizedSiteDetailDefaults: LocalizedSiteDetails = {
  ...siteDetailDefaults,
  frenchHours: {},
}

/** The details from their rows, with the French office hours that are written. */
export function localizedSiteDetailsFromRows(rows: readonly SiteDetailRow[]): LocalizedSiteDetails {
  const frenchHours: Partial<Record<HoursField, string>> = {}
  for (const field of HOURS_FIELDS) {
    const french = rows.find((row) => row.setting_key === SITE_DETAIL_KEYS[field])?.setting_value_fr
    if (french && french.trim() !== '') frenchHours[field] = french.trim()
  }
  return { ...siteDetailsFromRows(rows), frenchHours }
}

/**
 * The office hours to show on a page in `locale`: the French on a French page when written, else
 * the English, each with the language it is written in (for its `lang` mark).
 */
export function officeHours(
  details: LocalizedSiteDetails,
  locale: Locale,
): Record<'weekdays' | 'saturday' | 'sunday', LocalizedText> {
  const pick = (field: HoursField) => pickText(details[field], details.frenchHours[field], locale)
  return {
    weekdays: pick('hoursWeekdays'),
    saturday: pick('hoursSaturday'),
    sunday: pick('hoursSunday'),
  }
}

/**
 * The details from their site_settings rows. A missing row, or a blank required value, falls
 * back to the built-in default; a blank social link stays blank (not shown).
 */
export function siteDetailsFromRows(rows: readonly SiteDetailRow[]): SiteDetails {
  const stored = new Map(rows.map((row) => [row.setting_key, row.setting_value.trim()]))
  const details = { ...siteDetailDefaults }
  for (const field of SITE_DETAIL_FIELDS) {
    const value = stored.get(SITE_DETAIL_KEYS[field])
    if (value === undefined) continue
    if (value !== '' || OPTIONAL_FIELDS.has(field)) details[field] = value
  }
  return details
}

/** The social links that are set, in the order the site shows them. */
export function socialLinks(details: SiteDetails) {
  return [
    { label: 'Instagram', href: details.instagramUrl },
    { label: 'Facebook', href: details.facebookUrl },
    { label: 'LinkedIn', href: details.linkedinUrl },
  ].filter((link) => link.href !== '')
}
