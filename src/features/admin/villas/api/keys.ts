/** Query keys of the villa data as staff see it (inactive villas included). */
export const adminVillaKeys = {
  all: ['admin', 'villas'] as const,
  list: () => [...adminVillaKeys.all, 'list'] as const,
  bookingCounts: () => [...adminVillaKeys.all, 'booking-counts'] as const,
  photos: (villaId: string) => [...adminVillaKeys.all, 'photos', villaId] as const,
  arrivalInfo: (villaId: string) => [...adminVillaKeys.all, 'arrival-info', villaId] as const,
}
