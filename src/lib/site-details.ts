import { siteDetailDefaults } from '@/config/brand'

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

/**
 * The details from their site_settings rows. A missing row, or a blank required value, falls
 * back to the built-in default; a blank social link stays blank (not shown).
 */
export function siteDetailsFromRows(
  rows: readonly { setting_key: string; setting_value: string }[],
): SiteDetails {
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
