/** Query keys of the blocked-dates screen. */
export const blockedDatesKeys = {
  all: ['admin', 'blocked-dates'] as const,
  periods: (page: number) => [...blockedDatesKeys.all, 'periods', page] as const,
  analytics: () => [...blockedDatesKeys.all, 'analytics'] as const,
}
