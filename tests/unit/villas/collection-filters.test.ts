import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  NO_FILTERS,
  PAGE_SIZE,
  readCollectionFilters,
  readCollectionPage,
  readPriceRange,
  writeCollectionFilters,
  type CollectionFilters,
} from '@/features/villas/lib/collection-filters'
import { collectionRequest } from '@/features/villas/lib/collection-request'

const read = (query: string) => readCollectionFilters(new URLSearchParams(query))

const chosen: CollectionFilters = {
  destination: 'Saint Raphaël',
  guests: 6,
  bedrooms: 3,
  minPrice: 500,
  maxPrice: 1500,
  amenities: ['sea-view', 'heated-pool'],
  sort: 'price-asc',
}

describe('the collection filters in the address', () => {
  it('read nothing from a bare address', () => {
    expect(read('')).toEqual(NO_FILTERS)
    expect(readCollectionPage(new URLSearchParams())).toBe(1)
  })

  it('write every filter and read them back the same', () => {
    const params = writeCollectionFilters(new URLSearchParams(), chosen, 3)
    expect(params.toString()).toBe(
      'destination=Saint+Rapha%C3%ABl&guests=6&bedrooms=3&min_price=500&max_price=1500' +
        '&amenities=sea-view%2Cheated-pool&sort=price-asc&page=3',
    )
    expect(readCollectionFilters(params)).toEqual(chosen)
    expect(readCollectionPage(params)).toBe(3)
  })

  it('leave out empty filters, the default sort and the first page', () => {
    const params = writeCollectionFilters(new URLSearchParams(), { ...NO_FILTERS, bedrooms: 2 }, 1)
    expect(params.toString()).toBe('bedrooms=2')
  })

  it("keep the stay's dates and drop the page when the filters change", () => {
    const current = new URLSearchParams('check_in=2027-07-10&check_out=2027-07-17&guests=4&page=4')
    const next = writeCollectionFilters(current, { ...NO_FILTERS, guests: 4, destination: 'Èze' })
    expect(next.get('check_in')).toBe('2027-07-10')
    expect(next.get('check_out')).toBe('2027-07-17')
    expect(next.get('destination')).toBe('Èze')
    expect(next.has('page')).toBe(false)
  })

  it('ignore what is not a filter: unknown amenities and sorts, words for numbers, page 0', () => {
    expect(
      read('amenities=sea-view,jetpack,sea-view&sort=cheapest&guests=many&bedrooms=0'),
    ).toEqual({ ...NO_FILTERS, amenities: ['sea-view'] })
    expect(readCollectionPage(new URLSearchParams('page=0'))).toBe(1)
    expect(readCollectionPage(new URLSearchParams('page=two'))).toBe(1)
  })

  it('put a reversed price range the right way round', () => {
    expect(read('min_price=2000&max_price=800')).toMatchObject({ minPrice: 800, maxPrice: 2000 })
  })

  it("read the stay search's former sort=price as the cheapest stay first", () => {
    expect(read('sort=price').sort).toBe('price-asc')
    expect(read('sort=name').sort).toBe('name')
  })

  it('ask the database for every page shown, with the stay and its guests', () => {
    const request = collectionRequest(
      new URLSearchParams(
        'check_in=2027-07-10&check_out=2027-07-17&adults=6&children=2&bedrooms=4&page=2',
      ),
    )
    expect(request.stay).toEqual({
      checkIn: '2027-07-10',
      checkOut: '2027-07-17',
      adults: 6,
      children: 2,
      guests: 8,
    })
    expect(request.filters).toMatchObject({ guests: 8, bedrooms: 4 })
    expect(request.limit).toBe(2 * PAGE_SIZE)
  })

  it('still read an older link’s guests as the stay’s adults', () => {
    const request = collectionRequest(
      new URLSearchParams('check_in=2027-07-10&check_out=2027-07-17&guests=8'),
    )
    expect(request.stay).toMatchObject({ adults: 8, children: 0, guests: 8 })
    expect(request.filters).toMatchObject({ guests: 8 })
  })
})

describe('activeFilterCount', () => {
  it('counts each chosen filter, a price range once, each amenity, never the sort', () => {
    expect(activeFilterCount(chosen)).toBe(6)
    expect(activeFilterCount(chosen, { withGuests: false })).toBe(5)
    expect(activeFilterCount({ ...NO_FILTERS, sort: 'size' })).toBe(0)
  })
})

describe('readPriceRange', () => {
  it('takes whole euros, either bound alone, or none', () => {
    expect(readPriceRange('500', '')).toEqual({ minPrice: 500, maxPrice: null })
    expect(readPriceRange(' ', ' 1200 ')).toEqual({ minPrice: null, maxPrice: 1200 })
    expect(readPriceRange('', '')).toEqual({ minPrice: null, maxPrice: null })
  })

  it('says why a range cannot apply', () => {
    expect(readPriceRange('1500', '500')).toEqual({
      problem: 'The minimum is above the maximum',
    })
    expect(readPriceRange('-5', '')).toEqual({ problem: 'Enter a price in whole euros' })
    expect(readPriceRange('12.5', '')).toEqual({ problem: 'Enter a price in whole euros' })
  })
})
