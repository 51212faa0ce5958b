/** The reason calendar sync gives the days it imports (migration calendar_sync). */
const IMPORTED_PREFIX = 'Calendar sync: '

/** The channel a period was imported from ("Airbnb"), or null for days blocked by hand. */
export function importedSource(reason: string | null | undefined): string | null {
  return reason?.startsWith(IMPORTED_PREFIX) ? reason.slice(IMPORTED_PREFIX.length) : null
}
