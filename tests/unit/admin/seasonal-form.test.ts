import { describe, expect, it } from 'vitest'
import { filterSeasonalPrices } from '@/features/admin/seasonal-pricing/lib/filter-prices'
import {
  checkSeasonalForm,
  emptySeasonalForm,
} from '@/features/admin/seasonal-pricing/lib/seasonal-form'

const filled = {
  villaId: 'villa-1',
  seasonName: ' Summer Peak ',
  seasonNameFr: ' Cœur de l’été ',
  startDate: '2027-07-01',
  endDate: '2027-08-31',
  price: '2500',
  priority: '3',
  minNights: '',
  arrivalWeekdays: [],
  departureWeekdays: [],
}

describe('seasonal pricing form', () => {
  it('builds an active price from a filled form', () => {
    expect(checkSeasonalForm(filled)).toEqual({
      ok: true,
      payload: {
        villa_id: 'villa-1',
        season_name: 'Summer Peak',
        season_name_fr: 'Cœur de l’été',
        start_date: '2027-07-01',
        end_date: '2027-08-31',
        price_per_night: 2500,
        priority: 3,
        is_active: true,
        min_nights: null,
        arrival_weekdays: null,
        departure_weekdays: null,
      },
    })
  })

  it('keeps the villa rules unless the season sets its own', () => {
    const check = checkSeasonalForm({
      ...filled,
      minNights: '7',
      arrivalWeekdays: [6],
      departureWeekdays: [7, 6],
    })
    expect(check).toMatchObject({
      ok: true,
      payload: { min_nights: 7, arrival_weekdays: [6], departure_weekdays: [6, 7] },
    })
    expect(checkSeasonalForm({ ...filled, minNights: '0' })).toEqual({
      ok: false,
      message: 'Minimum nights must be a whole number of at least 1',
    })
  })

  it('asks for every required field, and a price above 0', () => {
    const message = { ok: false, message: 'Please fill in all required fields' }
    expect(checkSeasonalForm(emptySeasonalForm)).toEqual(message)
    expect(checkSeasonalForm({ ...filled, seasonName: '  ' })).toEqual(message)
    expect(checkSeasonalForm({ ...filled, price: '0' })).toEqual(message)
    expect(checkSeasonalForm({ ...filled, price: 'abc' })).toEqual(message)
    expect(checkSeasonalForm({ ...filled, endDate: '' })).toEqual(message)
  })

  it('falls back to priority 1 when the priority is not a number', () => {
    const check = checkSeasonalForm({ ...filled, priority: '' })
    expect(check.ok && check.payload.priority).toBe(1)
  })

  it('refuses an end before the start', () => {
    expect(checkSeasonalForm({ ...filled, endDate: '2027-06-30' }).ok).toBe(false)
  })
})

describe('seasonal pricing list filter', () => {
  const prices = [
    { id: 'a', villa_id: 'v1', end_date: '2026-11-24' },
    { id: 'b', villa_id: 'v1', end_date: '2026-11-25' },
    { id: 'c', villa_id: 'v2', end_date: '2027-01-02' },
  ]

  it('hides seasons that ended before today unless asked, keeping the order', () => {
    const ids = (showPast: boolean, villaId: string | null = null) =>
      filterSeasonalPrices(prices, { villaId, today: '2026-11-25', showPast }).map(
        (price) => price.id,
      )
    expect(ids(false)).toEqual(['b', 'c'])
    expect(ids(true)).toEqual(['a', 'b', 'c'])
    expect(ids(true, 'v2')).toEqual(['c'])
  })
})
