import type { SeasonalPricePayload } from '../api/save-seasonal-price'

export const SEASON_PRESETS = [
  'High Season',
  'Low Season',
  'Christmas Holiday',
  'New Year',
  'Easter Holiday',
  'Summer Peak',
  'Spring Break',
  'Autumn Special',
] as const

export interface SeasonalFormValues {
  villaId: string
  seasonName: string
  /** yyyy-MM-dd, or '' when not picked. */
  startDate: string
  endDate: string
  price: string
  priority: string
  /** Stay rules for stays arriving in the season; '' / [] keep the villa's own. */
  minNights: string
  arrivalWeekdays: number[]
  departureWeekdays: number[]
}

export const emptySeasonalForm: SeasonalFormValues = {
  villaId: '',
  seasonName: '',
  startDate: '',
  endDate: '',
  price: '',
  priority: '1',
  minNights: '',
  arrivalWeekdays: [],
  departureWeekdays: [],
}

/** A number typed in a field, or `fallback` when it is not one. */
function numberOr(text: string, fallback: number): number {
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? value : fallback
}

export type SeasonalFormCheck =
  { ok: true; payload: SeasonalPricePayload } | { ok: false; message: string }

/**
 * Spec 5: villa, both dates, season name and a price above 0 are required; the priority falls
 * back to 1 and the price to 0 when they are not numbers. An end before the start is refused here
 * rather than by the database's less readable message.
 */
export function checkSeasonalForm(values: SeasonalFormValues): SeasonalFormCheck {
  const seasonName = values.seasonName.trim()
  const price = numberOr(values.price, 0)
  if (!values.villaId || !values.startDate || !values.endDate || !seasonName || !(price > 0)) {
    return { ok: false, message: 'Please fill in all required fields' }
  }
  if (values.endDate < values.startDate) {
    return { ok: false, message: 'The end date must be on or after the start date' }
  }
  const minNights = values.minNights.trim()
  if (minNights !== '' && !(Number.isInteger(Number(minNights)) && Number(minNights) >= 1)) {
    return { ok: false, message: 'Minimum nights must be a whole number of at least 1' }
  }
  return {
    ok: true,
    payload: {
      villa_id: values.villaId,
      season_name: seasonName,
      start_date: values.startDate,
      end_date: values.endDate,
      price_per_night: price,
      priority: Math.trunc(numberOr(values.priority, 1)),
      is_active: true,
      min_nights: minNights === '' ? null : Number(minNights),
      arrival_weekdays: values.arrivalWeekdays.length ? [...values.arrivalWeekdays].sort() : null,
      departure_weekdays: values.departureWeekdays.length
        ? [...values.departureWeekdays].sort()
        : null,
    },
  }
}
