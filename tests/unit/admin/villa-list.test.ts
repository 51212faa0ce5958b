import { describe, expect, it } from 'vitest'
import {
  filterVillas,
  foldForSearch,
  DEFAULT_VILLA_LIST_VIEW,
  parseVillaListView,
  serializeVillaListView,
  updateVillaListView,
  villaPage,
  villaTotals,
} from '@/features/admin/villas/lib/villa-list'

const villas = [
  { name: 'Villa Estérel', location: 'Saint-Raphaël', is_active: true },
  { name: 'Villa Azur', location: 'Cap d’Antibes', is_active: true },
  { name: 'Bastide des Oliviers', location: 'Saint-Tropez', is_active: false },
]

describe('the Manage Villas list view', () => {
  it('reads the search and the status from the address, ignoring what it does not know', () => {
    expect(
      parseVillaListView(new URLSearchParams('q=azur&status=inactive&page=2&size=50')),
    ).toEqual({ search: 'azur', status: 'inactive', page: 2, pageSize: 50 })
    expect(parseVillaListView(new URLSearchParams('status=deleted&page=-1&size=7'))).toEqual(
      DEFAULT_VILLA_LIST_VIEW,
    )
  })

  it('writes only what differs from the default, keeping the address’s other parameters', () => {
    const base = new URLSearchParams('villa=abc&q=old')
    const view = DEFAULT_VILLA_LIST_VIEW
    expect(serializeVillaListView({ ...view, search: 'Saint' }, base).toString()).toBe(
      'villa=abc&q=Saint',
    )
    expect(
      serializeVillaListView({ ...view, search: '  ', status: 'active', page: 3 }).toString(),
    ).toBe('status=active&page=3')
  })

  it('finds villas by name or location, accents, case and hyphens aside', () => {
    expect(foldForSearch('Saint-Raphaël')).toBe('saint raphael')
    const names = (search: string, status: 'active' | 'inactive' | null = null) =>
      filterVillas(villas, { ...DEFAULT_VILLA_LIST_VIEW, search, status }).map(
        (villa) => villa.name,
      )
    expect(names('saint raphael')).toEqual(['Villa Estérel'])
    expect(names('ESTEREL')).toEqual(['Villa Estérel'])
    expect(names('saint')).toEqual(['Villa Estérel', 'Bastide des Oliviers'])
    // Every word must match, in name or location.
    expect(names('villa saint')).toEqual(['Villa Estérel'])
    expect(names('saint', 'active')).toEqual(['Villa Estérel'])
    expect(names('', 'inactive')).toEqual(['Bastide des Oliviers'])
    expect(names('gordes')).toEqual([])
  })

  it('pages the list, and starts a new search from the first page', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => i)
    const view = { ...DEFAULT_VILLA_LIST_VIEW, page: 3 }
    expect(villaPage(sixty, view)).toEqual({ rows: sixty.slice(50), page: 3, pageCount: 3 })
    // Past the last page (after a delete): the last page.
    expect(villaPage(sixty.slice(0, 30), view).page).toBe(2)
    expect(villaPage([], view)).toEqual({ rows: [], page: 1, pageCount: 1 })
    expect(updateVillaListView(view, { search: 'azur' }).page).toBe(1)
    expect(updateVillaListView(view, { page: 2 }).page).toBe(2)
  })

  it('sums the collection up', () => {
    expect(villaTotals(villas)).toBe('3 villas · 2 active')
    expect(villaTotals(villas.slice(0, 1))).toBe('1 villa · 1 active')
  })
})
