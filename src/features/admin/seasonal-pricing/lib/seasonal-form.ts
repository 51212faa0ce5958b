import { z } from 'zod'
import * as m from '@/paraglide/messages'
import type { SeasonalPricePayload } from '../api/save-seasonal-price'

/** Names the season field suggests, in the staff member's language (the name is stored as typed). */
export function seasonPresets(): readonly string[] {
  return [
    m.admin_seasons_preset_high(),
    m.admin_seasons_preset_low(),
    m.admin_seasons_preset_christmas(),
    m.admin_seasons_preset_new_year(),
    m.admin_seasons_preset_easter(),
    m.admin_seasons_preset_summer_peak(),
    m.admin_seasons_preset_spring(),
    m.admin_seasons_preset_autumn(),
  ]
}

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

/** Read at each check, in the staff member's language. */
const seasonalRequiredMessage = () => m.admin_seasons_required()

/** The required fields, in the order the form shows them: the message goes beside the first. */
const REQUIRED = ['villaId', 'seasonName', 'startDate', 'endDate', 'price'] as const

/**
 * Spec 5: villa, both dates, season name and a price above 0 are required (one sentence, beside
 * the first field missing); the priority falls back to 1 and the price to 0 when they are not
 * numbers. An end before the start is refused here rather than by the database's less readable
 * message.
 */
export const seasonalFormSchema = z
  .object({
    villaId: z.string(),
    seasonName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    price: z.string(),
    priority: z.string(),
    minNights: z.string(),
    arrivalWeekdays: z.array(z.number()),
    departureWeekdays: z.array(z.number()),
  })
  .superRefine((values, context) => {
    const missing = REQUIRED.find((field) =>
      field === 'price' ? !(numberOr(values.price, 0) > 0) : !values[field].trim(),
    )
    if (missing) {
      context.addIssue({ code: 'custom', path: [missing], message: seasonalRequiredMessage() })
      return
    }
    if (values.endDate < values.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: m.admin_seasons_end_before_start(),
      })
    }
    const minNights = values.minNights.trim()
    if (minNights !== '' && !(Number.isInteger(Number(minNights)) && Number(minNights) >= 1)) {
      context.addIssue({
        code: 'custom',
        path: ['minNights'],
        message: m.admin_seasons_min_nights_rule(),
      })
    }
  })

/** The row to write from a form the schema accepted. */
export function seasonalPayload(values: SeasonalFormValues): SeasonalPricePayload {
  const minNights = values.minNights.trim()
  return {
    villa_id: values.villaId,
    season_name: values.seasonName.trim(),
    start_date: values.startDate,
    end_date: values.endDate,
    price_per_night: numberOr(values.price, 0),
    priority: Math.trunc(numberOr(values.priority, 1)),
    is_active: true,
    min_nights: minNights === '' ? null : Number(minNights),
    arrival_weekdays: values.arrivalWeekdays.length ? [...values.arrivalWeekdays].sort() : null,
    departure_weekdays: values.departureWeekdays.length
      ? [...values.departureWeekdays].sort()
      : null,
  }
}

/** The payload, or the first thing wrong with the form (the schema's first message). */
export function checkSeasonalForm(values: SeasonalFormValues): SeasonalFormCheck {
  const checked = seasonalFormSchema.safeParse(values)
  if (!checked.success) return { ok: false, message: checked.error.issues[0]!.message }
  return { ok: true, payload: seasonalPayload(values) }
}
