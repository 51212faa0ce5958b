import * as m from '@/paraglide/messages'

/**
 * The collection's filters, sort and page as they live in the address, so a view can be shared
 * and the back button steps through it:
 * /villas?destination=Saint+Rapha%C3%ABl&guests=6&bedrooms=3&min_price=500&max_price=1500
 *   &amenities=sea-view,heated-pool&sort=price-asc&page=2
 * The stay search's check_in / check_out live beside them; both share `guests`.
 */

// Labels are message functions: read when shown, in the language on screen.
export const AMENITY_FILTERS = [
  { key: 'sea-view', label: m.villas_amenity_sea_view },
  { key: 'pool', label: m.villas_amenity_pool },
  { key: 'heated-pool', label: m.villas_amenity_heated_pool },
  { key: 'sea-access', label: m.villas_amenity_sea_access },
  { key: 'air-conditioning', label: m.villas_amenity_air_conditioning },
  { key: 'tennis', label: m.villas_amenity_tennis },
  { key: 'gym', label: m.villas_amenity_gym },
  { key: 'ev-charger', label: m.villas_amenity_ev_charger },
] as const

export type AmenityKey = (typeof AMENITY_FILTERS)[number]['key']

export const SORT_OPTIONS = [
  { value: 'recommended', label: m.villas_sort_recommended },
  { value: 'price-asc', label: m.villas_sort_price_asc },
  { value: 'price-desc', label: m.villas_sort_price_desc },
  { value: 'size', label: m.villas_sort_size },
  { value: 'bedrooms', label: m.villas_sort_bedrooms },
  { value: 'name', label: m.villas_sort_name },
] as const

export type CollectionSort = (typeof SORT_OPTIONS)[number]['value']

/** Cards per "Show more". */
export const PAGE_SIZE = 12

export interface CollectionFilters {
  destination: string | null
  guests: number | null
  bedrooms: number | null
  minPrice: number | null
  maxPrice: number | null
  amenities: AmenityKey[]
  /** Null: the default order (the collection's own, or the cheapest stay first with dates). */
  sort: CollectionSort | null
}

export const NO_FILTERS: CollectionFilters = {
  destination: null,
  guests: null,
  bedrooms: null,
  minPrice: null,
  maxPrice: null,
  amenities: [],
  sort: null,
}

const FILTER_KEYS = [
  'destination',
  'guests',
  'bedrooms',
  'min_price',
  'max_price',
  'amenities',
  'sort',
  'page',
] as const

const isAmenity = (value: string): value is AmenityKey =>
  AMENITY_FILTERS.some((amenity) => amenity.key === value)

const isSort = (value: string): value is CollectionSort =>
  SORT_OPTIONS.some((option) => option.value === value)

/** A whole number ≥ min from the address, or null for anything else. */
function readCount(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null
  const number = Number(value)
  return number >= min ? number : null
}

export function readCollectionFilters(params: URLSearchParams): CollectionFilters {
  const sort = params.get('sort')
  const amenities = (params.get('amenities') ?? '').split(',').filter(isAmenity)
  let minPrice = readCount(params.get('min_price'), 0)
  let maxPrice = readCount(params.get('max_price'), 0)
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    ;[minPrice, maxPrice] = [maxPrice, minPrice]
  }
  return {
    destination: params.get('destination')?.trim() || null,
    guests: readCount(params.get('guests'), 1),
    bedrooms: readCount(params.get('bedrooms'), 1),
    minPrice,
    maxPrice,
    amenities: [...new Set(amenities)],
    // The stay search's former "price" is the cheapest stay first.
    sort: sort === 'price' ? 'price-asc' : sort !== null && isSort(sort) ? sort : null,
  }
}

/** How many pages of cards are shown (1 when absent or not a page number). */
export function readCollectionPage(params: URLSearchParams): number {
  return readCount(params.get('page'), 1) ?? 1
}

/**
 * The address for these filters: the params that are not the collection's (the stay's dates)
 * are kept; empty filters, the default sort and the first page are left out.
 */
export function writeCollectionFilters(
  params: URLSearchParams,
  filters: CollectionFilters,
  page = 1,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of FILTER_KEYS) next.delete(key)
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') next.set(key, String(value))
  }
  set('destination', filters.destination)
  set('guests', filters.guests)
  set('bedrooms', filters.bedrooms)
  set('min_price', filters.minPrice)
  set('max_price', filters.maxPrice)
  set('amenities', filters.amenities.join(','))
  set('sort', filters.sort)
  if (page > 1) set('page', page)
  return next
}

/** The filters a visitor chose (the sort is not a filter): the "Filters (3)" badge. */
export function activeFilterCount(filters: CollectionFilters, { withGuests = true } = {}) {
  return (
    Number(filters.destination !== null) +
    Number(withGuests && filters.guests !== null) +
    Number(filters.bedrooms !== null) +
    Number(filters.minPrice !== null || filters.maxPrice !== null) +
    filters.amenities.length
  )
}

/** The price fields as typed: why they cannot apply, in the visitor's words, or the bounds. */
export function readPriceRange(
  min: string,
  max: string,
): { problem: string } | { minPrice: number | null; maxPrice: number | null } {
  const parse = (text: string) => (text.trim() === '' ? null : Number(text.trim()))
  const [minPrice, maxPrice] = [parse(min), parse(max)]
  for (const value of [minPrice, maxPrice]) {
    if (value !== null && (!Number.isInteger(value) || value < 0)) {
      return { problem: m.villas_price_whole_euros() }
    }
  }
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return { problem: m.villas_price_min_above_max() }
  }
  return { minPrice, maxPrice }
}
