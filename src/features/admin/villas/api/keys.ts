/** Query keys of the villa data as staff see it (inactive villas included). */
export const adminVillaKeys = {
  all: ['admin', 'villas'] as const,
  list: () => [...adminVillaKeys.all, 'list'] as const,
  bookingCounts: () => [...adminVillaKeys.all, 'booking-counts'] as const,
  photos: (villaId: string) => [...adminVillaKeys.all, 'photos', villaId] as const,
}

/** The public site's villa queries (features/villas/api/keys.ts), refreshed after staff edits. */
export const publicVillaKeysRoot = ['villas'] as const
