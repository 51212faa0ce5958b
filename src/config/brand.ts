export const brand = {
  name: 'Riviera Villas',
  titleSuffix: ' | Riviera Villas',
} as const

/**
 * The site details (staff edit them in Profile Settings) shown until the stored ones arrive, or
 * when they cannot be read, so the footer and the contact cards never empty or change shape.
 * The same values are the starting ones of migration 20261126130000_site_details.sql.
 * Social links are optional: empty means not shown.
 */
export const siteDetailDefaults = {
  phone: '+33 4 94 00 00 00',
  email: 'contact@rivieravillas.com',
  conciergeEmail: 'concierge@rivieravillas.com',
  address: 'Saint Raphaël, Côte d’Azur, France',
  hoursWeekdays: '9:00 AM-7:00 PM CET',
  hoursSaturday: '10:00 AM-6:00 PM CET',
  hoursSunday: 'Closed',
  instagramUrl: '',
  facebookUrl: '',
  linkedinUrl: '',
}

/** The destination page's town: its villa list is the villas whose location contains it. */
export const DESTINATION_TOWN = 'Saint Raphaël'
