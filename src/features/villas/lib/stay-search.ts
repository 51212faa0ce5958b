import * as m from '@/paraglide/messages'

/**
 * A stay search as it lives in the URL:
 * /villas?check_in=2027-07-10&check_out=2027-07-17&adults=4&children=2 (an older link's
 * `guests=N` reads as N adults). `guests` is adults and children together, what a villa must take.
 */
export interface StaySearch {
  checkIn: string
  checkOut: string
  adults: number
  children: number
  guests: number
}

/** Who a search or a villa's address names: adults (at least 1) and children (0 or more). */
export interface SearchedParty {
  adults: number
  children: number
}

const DEFAULT_PARTY: SearchedParty = { adults: 2, children: 0 }

const wholeNumber = (text: string | null) =>
  text !== null && /^\d{1,3}$/.test(text.trim()) ? Number(text) : null

/**
 * The adults and children an address names (?adults=4&children=2, or an older ?guests=N as N
 * adults); null when it names none (or no adult).
 */
export function readSearchedParty(params: URLSearchParams): SearchedParty | null {
  const adults = wholeNumber(params.get('adults'))
  if (adults !== null && adults >= 1) {
    return { adults, children: wholeNumber(params.get('children')) ?? 0 }
  }
  const guests = wholeNumber(params.get('guests'))
  return guests !== null && guests >= 1 ? { adults: guests, children: 0 } : null
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** The search in the URL, or null when it is missing or makes no stay. */
export function readStaySearch(params: URLSearchParams): StaySearch | null {
  const checkIn = params.get('check_in')
  const checkOut = params.get('check_out')
  if (!isDay(checkIn) || !isDay(checkOut) || checkOut <= checkIn) return null
  const party = readSearchedParty(params) ?? DEFAULT_PARTY
  return { checkIn, checkOut, ...party, guests: party.adults + party.children }
}

/** The query string of a search (keys in the URL's order). */
export function staySearchQuery(search: Omit<StaySearch, 'guests'>): string {
  return new URLSearchParams({
    check_in: search.checkIn,
    check_out: search.checkOut,
    adults: String(search.adults),
    children: String(search.children),
  }).toString()
}

/** Why a typed search cannot run, in the visitor's words; null when it can. */
export function staySearchProblem(checkIn: string, checkOut: string, today: string): string | null {
  if (!isDay(checkIn) || !isDay(checkOut)) return m.villas_search_pick_dates()
  if (checkIn < today) return m.villas_search_past()
  if (checkOut <= checkIn) return m.villas_search_order()
  return null
}
