import { format, parseISO } from 'date-fns'

/** yyyy-MM-dd of a local calendar day: how dates travel to and from the database. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/** A database date (yyyy-MM-dd) as a local calendar day. */
export function fromIsoDate(value: string): Date {
  return parseISO(value)
}

/** "Nov 25, 2026" */
export function formatDay(value: string | Date): string {
  return format(typeof value === 'string' ? parseISO(value) : value, 'MMM dd, yyyy')
}

/** "Nov 25, 2026 21:42" */
export function formatDateTime(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'MMM dd, yyyy HH:mm')
}
