/** Active villas for the admin pickers; screens that read the same columns share one entry. */
export const activeVillaKeys = {
  all: ['admin', 'active-villas'] as const,
  /** FAQ and review screens: id, name, location. */
  list: () => [...activeVillaKeys.all, 'by-name'] as const,
  /** Blocked dates and seasonal pricing: the same plus price_per_night. */
  withPrices: () => [...activeVillaKeys.all, 'with-prices'] as const,
}

/**
 * The overview of the business: the sidebar's counts and the Today screen. A booking decision,
 * a message read, days blocked or freed invalidate `all`.
 */
export const adminOverviewKeys = {
  all: ['admin', 'overview'] as const,
  navCounts: () => [...adminOverviewKeys.all, 'nav-counts'] as const,
  today: () => [...adminOverviewKeys.all, 'today'] as const,
}
