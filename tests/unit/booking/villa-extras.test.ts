import { afterEach, describe, expect, it } from 'vitest'
import { applyLocale } from '@/lib/i18n/locale'
import {
  extraName,
  extraPriceBasis,
  offeredExtras,
  type VillaExtra,
} from '@/features/booking/lib/villa-extras'

const season = (start: string, end: string, priority = 1) => ({
  start_date: start,
  end_date: end,
  priority,
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
})

const extra = (fields: Partial<VillaExtra> & Pick<VillaExtra, 'id' | 'name'>): VillaExtra => ({
  description: '',
  amount: 100,
  unit: 'per_stay',
  display_order: 0,
  season_id: null,
  season: null,
  ...fields,
})

const chef = extra({ id: 'chef', name: 'Chef', amount: 95, unit: 'per_guest', display_order: 2 })
const transfer = extra({ id: 'transfer', name: 'Transfer', display_order: 1 })
const summerChef = extra({
  id: 'summer-chef',
  name: 'Chef',
  amount: 120,
  unit: 'per_guest',
  display_order: 2,
  season_id: 'july',
  season: season('2027-07-01', '2027-07-31'),
})
const boat = extra({
  id: 'boat',
  name: 'Boat day',
  display_order: 3,
  season_id: 'july',
  season: season('2027-07-01', '2027-07-31'),
})

describe('offeredExtras', () => {
  it('offers the whole-year extras in the villa’s order', () => {
    expect(offeredExtras([chef, transfer]).map((e) => e.id)).toEqual(['transfer', 'chef'])
  })

  it('offers a season’s extra only to a stay arriving in that season, replacing its namesake', () => {
    const all = [chef, transfer, summerChef, boat]
    expect(offeredExtras(all, '2027-07-10').map((e) => e.id)).toEqual([
      'transfer',
      'summer-chef',
      'boat',
    ])
    expect(offeredExtras(all, '2027-08-07').map((e) => e.id)).toEqual(['transfer', 'chef'])
    // Without dates, no season's extra.
    expect(offeredExtras(all).map((e) => e.id)).toEqual(['transfer', 'chef'])
  })

  it('takes the highest priority season of two, and never an extra of a hidden season', () => {
    const peak = { ...summerChef, id: 'peak-chef', season: season('2027-07-05', '2027-07-20', 5) }
    const hidden = extra({ id: 'hidden', name: 'Hidden', season_id: 'gone', season: null })
    expect(offeredExtras([chef, summerChef, peak, hidden], '2027-07-10').map((e) => e.id)).toEqual([
      'peak-chef',
    ])
  })
})

describe('extraPriceBasis', () => {
  it('says the price and what it counts', () => {
    expect(extraPriceBasis({ amount: 95, unit: 'per_guest' })).toBe('€95 per guest')
    expect(extraPriceBasis({ amount: 60, unit: 'per_night' })).toBe('€60 per night')
    expect(extraPriceBasis({ amount: 150, unit: 'per_stay' })).toBe('€150 per stay')
  })
})

describe('an extra’s name on screen', () => {
  afterEach(() => applyLocale('en'))
  const chef = { name: 'Private chef', name_fr: 'Chef privé' }

  it('is the page’s language when written, with no lang of its own', () => {
    expect(extraName(chef)).toEqual({ text: 'Private chef', lang: undefined })
    applyLocale('fr')
    expect(extraName(chef)).toEqual({ text: 'Chef privé', lang: undefined })
  })

  it('falls back to the English on the French site, marked lang="en"', () => {
    applyLocale('fr')
    expect(extraName({ name: 'Private chef', name_fr: '  ' })).toEqual({
      text: 'Private chef',
      lang: 'en',
    })
  })
})
