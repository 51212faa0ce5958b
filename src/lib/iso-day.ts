// Light yyyy-MM-dd helpers for the public pages (booking widget, stay search). Same results as toIsoDate / fromIsoDate in
// @/lib/dates, which shares its chunk with date-fns' formatter: importing it from the villa page
// would add ~6.5 KB gz to its first load.

/** yyyy-MM-dd of a local calendar day. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A yyyy-MM-dd string as a local calendar day at midnight. */
export function parseIsoDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number)
  return new Date(year, month - 1, day)
}
