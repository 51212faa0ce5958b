/** A stay search as it lives in the URL: /villas?check_in=2027-07-10&check_out=2027-07-17&guests=4 */
export interface StaySearch {
  checkIn: string
  checkOut: string
  guests: number
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** The search in the URL, or null when it is missing or makes no stay. */
export function readStaySearch(params: URLSearchParams): StaySearch | null {
  const checkIn = params.get('check_in')
  const checkOut = params.get('check_out')
  if (!isDay(checkIn) || !isDay(checkOut) || checkOut <= checkIn) return null
  const guests = Number(params.get('guests') ?? '2')
  return { checkIn, checkOut, guests: Number.isInteger(guests) && guests >= 1 ? guests : 2 }
}

/** The query string of a search (keys in the URL's order). */
export function staySearchQuery(search: StaySearch): string {
  return new URLSearchParams({
    check_in: search.checkIn,
    check_out: search.checkOut,
    guests: String(search.guests),
  }).toString()
}

/** Why a typed search cannot run, in the visitor's words; null when it can. */
export function staySearchProblem(checkIn: string, checkOut: string, today: string): string | null {
  if (!isDay(checkIn) || !isDay(checkOut)) return 'Please select check-in and check-out dates'
  if (checkIn < today) return 'Check-in cannot be in the past'
  if (checkOut <= checkIn) return 'Check-out must be after check-in'
  return null
}
