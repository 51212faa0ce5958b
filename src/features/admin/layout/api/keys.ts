/** Active villas for the admin pickers; screens that read the same columns share one entry. */
export const activeVillaKeys = {
  all: ['admin', 'active-villas'] as const,
  /** FAQ and review screens: id, name, location. */
  list: () => [...activeVillaKeys.all, 'by-name'] as const,
  /** Blocked dates and seasonal pricing: the same plus price_per_night. */
  withPrices: () => [...activeVillaKeys.all, 'with-prices'] as const,
}
