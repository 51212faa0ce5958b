/** Query keys of the blocked-dates screen (booking status changes invalidate `all`). */
export const blockedDatesKeys = {
  all: ['admin', 'blocked-dates'] as const,
  periods: (page: number) => [...blockedDatesKeys.all, 'periods', page] as const,
  analytics: () => [...blockedDatesKeys.all, 'analytics'] as const,
}

/** The public picker's availability (features/booking/api/keys.ts) changes with every block. */
export const publicAvailabilityKeysRoot = ['booking'] as const
