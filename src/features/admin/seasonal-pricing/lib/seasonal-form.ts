import { z } from 'zod'
import type { Locale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { SeasonalPricePayload } from '../api/save-seasonal-price'

/**
 * Names the season field suggests, in the language of the side being typed (the staff member's
 * when none is given); the name is stored as typed.
 */
export function seasonPresets(locale?: Locale): readonly string[] {
  const options = locale ? { locale } : {}
  return [
    m.admin_seasons_preset_high({}, options),
    m.admin_seasons_preset_low({}, options),
    m.admin_seasons_preset_christmas({}, options),
    m.admin_seasons_preset_new_year({}, options),
    m.admin_seasons_preset_easter({}, options),
    m.admin_seasons_preset_summer_peak({}, options),
    m.admin_seasons_preset_spring({}, options),
    m.admin_seasons_preset_autumn({}, options),
  ]
}

export interface SeasonalFormValues {
  villaId: string
  seasonName: string
  /** The name French visitors read ('' = not translated: they read the English one). */
  seasonNameFr: string
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
  seasonNameFr: '',
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
    seasonNameFr: z.string(),
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
    if (values.seasonNameFr.trim().length > 200) {
      context.addIssue({
        code: 'custom',
        path: ['seasonNameFr'],
        message: m.admin_offer_season_name_fr_length(),
      })
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
    season_name_fr: values.seasonNameFr.trim() || null,
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
