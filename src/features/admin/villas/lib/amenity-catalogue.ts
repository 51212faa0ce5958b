/** The amenities staff pick from; any other can be added as a custom one. */
export const AMENITY_CATALOGUE = [
  'Sea view',
  'Infinity pool',
  'Heated pool',
  'Private pool',
  'Private sea access',
  'Air conditioning',
  'Wi-Fi',
  "Chef's kitchen",
  'Outdoor dining terrace',
  'Barbecue',
  'Sun loungers',
  'Garden',
  'Jacuzzi',
  'Sauna',
  'Gym',
  'Home cinema',
  'Wine cellar',
  'Tennis court',
  'Pool house',
  'Electric car charger',
  'Parking',
  'Daily housekeeping',
  'Private chef on request',
  'Concierge service',
  'Child-friendly',
  'Pets welcome',
] as const

const same = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0

/** True when the list already holds this amenity (case aside). */
export function hasAmenity(list: readonly string[], amenity: string) {
  return list.some((entry) => same(entry, amenity))
}

/**
 * Adds what was typed: one or several (comma-separated), trimmed, without blanks or repeats; a
 * catalogue amenity takes the catalogue's spelling.
 */
export function addAmenities(list: readonly string[], typed: string): string[] {
  const next = [...list]
  for (const entry of typed.split(',')) {
    const cleaned = entry.trim().replace(/\s+/g, ' ')
    const amenity = AMENITY_CATALOGUE.find((known) => same(known, cleaned)) ?? cleaned
    if (amenity !== '' && !hasAmenity(next, amenity)) next.push(amenity)
  }
  return next
}

/** Picks or unpicks a catalogue amenity. */
export function toggleAmenity(list: readonly string[], amenity: string): string[] {
  return hasAmenity(list, amenity)
    ? list.filter((entry) => !same(entry, amenity))
    : [...list, amenity]
}

/** The picked amenities that are not in the catalogue (shown as removable chips). */
export function customAmenities(list: readonly string[]): string[] {
  return list.filter((entry) => !hasAmenity(AMENITY_CATALOGUE, entry))
}
