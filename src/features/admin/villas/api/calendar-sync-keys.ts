/** Query keys of a villa's calendar sync: its export link and its imported feeds. */
export const calendarSyncKeys = {
  all: ['admin', 'calendar-sync'] as const,
  exportLink: (villaId: string) => [...calendarSyncKeys.all, 'export', villaId] as const,
  feeds: (villaId: string) => [...calendarSyncKeys.all, 'feeds', villaId] as const,
}
