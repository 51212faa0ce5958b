import { describe, expect, it } from 'vitest'
import {
  groupByVilla,
  listedSeasonCount,
} from '@/features/admin/seasonal-pricing/lib/group-by-villa'
import {
  BAND_COLOURS,
  bandOf,
  buildStrip,
  overlappingSeasons,
  priceBands,
  seasonsOverlap,
  stripMonths,
  stripRange,
  type StripSeason,
} from '@/features/admin/seasonal-pricing/lib/price-strip'

function season(over: Partial<StripSeason> & Pick<StripSeason, 'id' | 'season_name'>): StripSeason {
  return {
    start_date: '2026-07-01',
    end_date: '2026-07-31',
    priority: 1,
    is_active: true,
    created_at: '2026-01-01T00:00:00Z',
    ...over,
  }
}

const days = (from: string, count: number, price = 400) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(`${from}T00:00:00Z`)
    date.setUTCDate(date.getUTCDate() + i)
    return { date: date.toISOString().slice(0, 10), price }
  })

describe('the 12-month price strip', () => {
  it('covers today through the day before the same date a year on', () => {
    expect(stripRange('2026-11-26')).toEqual({ from: '2026-11-26', to: '2027-11-25' })
    expect(stripRange('2027-03-01')).toEqual({ from: '2027-03-01', to: '2028-02-29' })
    expect(stripRange('2028-02-29')).toEqual({ from: '2028-02-29', to: '2029-02-27' })
  })

  it('names the season that sets each day, by priority, then latest start, then newest', () => {
    const seasons = [
      season({ id: 'a', season_name: 'Summer', start_date: '2026-07-01', end_date: '2026-07-31' }),
      season({
        id: 'b',
        season_name: 'Peak',
        start_date: '2026-07-10',
        end_date: '2026-07-12',
        priority: 3,
      }),
      season({
        id: 'c',
        season_name: 'Late start',
        start_date: '2026-07-20',
        end_date: '2026-08-05',
      }),
      season({
        id: 'd',
        season_name: 'Off',
        start_date: '2026-07-01',
        end_date: '2026-07-31',
        is_active: false,
      }),
    ]
    const strip = buildStrip(days('2026-06-30', 40), seasons)
    const on = (date: string) => strip.find((day) => day.date === date)!
    expect(on('2026-06-30')).toMatchObject({ season: null, covering: [] })
    expect(on('2026-07-01')).toMatchObject({ season: 'Summer', covering: ['Summer'] })
    // A higher priority over a lower one is intended; the same priority is a tie-break.
    expect(on('2026-07-11')).toMatchObject({
      season: 'Peak',
      covering: ['Peak', 'Summer'],
      isConflict: false,
    })
    expect(on('2026-07-25')).toMatchObject({
      season: 'Late start',
      covering: ['Late start', 'Summer'],
      isConflict: true,
    })
    expect(on('2026-08-01')).toMatchObject({ season: 'Late start', covering: ['Late start'] })
    expect(overlappingSeasons(strip).sort()).toEqual(['Late start', 'Peak', 'Summer'])
  })

  it('breaks a tie of priority and start by the newest season', () => {
    const seasons = [
      season({ id: 'old', season_name: 'Old', created_at: '2026-01-01T00:00:00Z' }),
      season({ id: 'new', season_name: 'New', created_at: '2026-02-01T00:00:00Z' }),
    ]
    expect(buildStrip(days('2026-07-05', 1), seasons)[0]!.season).toBe('New')
  })

  it('gives each price its own colour when there are few, cheapest lightest', () => {
    const bands = priceBands([400, 650, 400, 900])
    expect(bands.map((band) => [band.min, band.max])).toEqual([
      [400, 400],
      [650, 650],
      [900, 900],
    ])
    expect(bands[0]!.colour).toBe(BAND_COLOURS[0])
    expect(bands[2]!.colour).toBe(BAND_COLOURS[BAND_COLOURS.length - 1])
    expect(priceBands([500])).toEqual([{ min: 500, max: 500, colour: BAND_COLOURS[0] }])
    expect(priceBands([])).toEqual([])
  })

  it('buckets many prices into as many bands as there are colours, each price in one band', () => {
    const prices = Array.from({ length: 20 }, (_, i) => 100 + i * 50)
    const bands = priceBands(prices)
    expect(bands).toHaveLength(BAND_COLOURS.length)
    expect(new Set(bands.map((band) => band.colour)).size).toBe(BAND_COLOURS.length)
    for (let i = 1; i < bands.length; i += 1)
      expect(bands[i]!.min).toBeGreaterThan(bands[i - 1]!.max)
    expect(bands[0]!.min).toBe(100)
    expect(bands[bands.length - 1]!.max).toBe(1050)
    for (const price of prices) {
      const band = bandOf(price, bands)!
      expect(price >= band.min && price <= band.max).toBe(true)
    }
  })

  it('lays the strip out one row per month, by day of the month', () => {
    const strip = buildStrip(days('2027-01-30', 32), [])
    const months = stripMonths(strip)
    expect(months.map((month) => month.label)).toEqual(['Jan 2027', 'Feb 2027', 'Mar 2027'])
    expect(months[0]!.days).toHaveLength(31)
    expect(months[0]!.days.slice(0, 29).every((day) => day === null)).toBe(true)
    expect(months[0]!.days[29]!.date).toBe('2027-01-30')
    expect(months[1]!.days).toHaveLength(28)
    expect(months[2]!.days.map((day) => day?.date)).toEqual(['2027-03-01', '2027-03-02'])
  })

  it('flags seasons that share a day within the range, ignoring inactive ones and outside days', () => {
    const range = { from: '2026-11-26', to: '2027-11-25' }
    const a = { start_date: '2027-07-01', end_date: '2027-07-31', is_active: true }
    expect(
      seasonsOverlap([a, { ...a, start_date: '2027-07-31', end_date: '2027-08-10' }], range),
    ).toBe(true)
    expect(
      seasonsOverlap([a, { ...a, start_date: '2027-08-01', end_date: '2027-08-10' }], range),
    ).toBe(false)
    expect(seasonsOverlap([a, { ...a, is_active: false }], range)).toBe(false)
    const past = { start_date: '2025-07-01', end_date: '2025-07-31', is_active: true }
    expect(seasonsOverlap([past, { ...past }], range)).toBe(false)
    const late = { start_date: '2027-11-20', end_date: '2027-12-31', is_active: true }
    const later = { start_date: '2027-12-01', end_date: '2028-01-10', is_active: true }
    expect(seasonsOverlap([late, later], range)).toBe(false)
  })
})

describe('seasons grouped by villa', () => {
  it('lists every active villa by name, and any other villa with seasons', () => {
    const villas = [
      { id: 'v2', name: 'Villa Rose', location: 'Cannes', price_per_night: 500 },
      { id: 'v1', name: 'Villa Azur', location: 'Nice', price_per_night: 800 },
    ]
    const summary = [
      {
        villa_id: 'v1',
        villa_name: 'Villa Azur',
        villa_location: 'Nice',
        season_count: 5,
        past_count: 2,
        has_overlap: true,
        conflict_count: 2,
        conflict_winner: 'Summer Peak',
        conflict_other: 'High Season',
        conflict_priority: 2,
        conflict_from: '2027-07-01',
        conflict_to: '2027-07-31',
      },
      {
        villa_id: 'v3',
        villa_name: 'Villa Old',
        villa_location: 'Èze',
        season_count: 1,
        past_count: 1,
        has_overlap: false,
        conflict_count: 0,
        conflict_winner: null,
        conflict_other: null,
        conflict_priority: null,
        conflict_from: null,
        conflict_to: null,
      },
    ]
    const groups = groupByVilla(summary, villas)
    expect(
      groups.map((g) => [
        g.name,
        g.location,
        g.basePrice,
        g.seasonCount,
        g.pastCount,
        g.hasOverlap,
      ]),
    ).toEqual([
      ['Villa Azur', 'Nice', 800, 5, 2, true],
      ['Villa Old', 'Èze', null, 1, 1, false],
      ['Villa Rose', 'Cannes', 500, 0, 0, false],
    ])
    expect(groups.map((g) => g.conflict)).toEqual([
      {
        count: 2,
        winner: 'Summer Peak',
        other: 'High Season',
        priority: 2,
        from: '2027-07-01',
        to: '2027-07-31',
      },
      null,
      null,
    ])
  })

  it('counts the seasons a section lists: past ones only when shown', () => {
    const [azur] = groupByVilla(
      [
        {
          villa_id: 'v1',
          villa_name: 'Villa Azur',
          villa_location: 'Nice',
          season_count: 5,
          past_count: 2,
          has_overlap: false,
          conflict_count: 0,
          conflict_winner: null,
          conflict_other: null,
          conflict_priority: null,
          conflict_from: null,
          conflict_to: null,
        },
      ],
      [],
    )
    expect(listedSeasonCount(azur!, false)).toBe(3)
    expect(listedSeasonCount(azur!, true)).toBe(5)
  })
})
