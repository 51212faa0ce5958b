/** The months of the year, in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "July 2026" from a database date (yyyy-MM-dd), read as a calendar month (no time zone). */
export function formatMonth(value: string): string {
  const [year, month] = value.split('-')
  return `${MONTHS[Number(month) - 1]} ${year}`
}

/** "12 August 2026" from a database date (yyyy-MM-dd). */
export function formatReviewDay(value: string): string {
  const [year, month, day] = value.split('-')
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`
}
