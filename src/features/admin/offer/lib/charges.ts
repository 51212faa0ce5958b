import { z } from 'zod'
import { pickText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { Enums, Tables, TablesInsert } from '@/types/database.types'
import { formatAmount, isDecimalIn, isWholeIn, toNumber } from './amounts'

export type ChargeUnit = Enums<'charge_unit'>
export type VillaCharge = Tables<'villa_charges'>

/** The units a charge is counted in, labelled in the staff member's language. */
export function chargeUnits(): readonly { value: ChargeUnit; label: string }[] {
  return [
    { value: 'per_stay', label: m.admin_offer_unit_per_stay_label() },
    { value: 'per_night', label: m.admin_offer_unit_per_night_label() },
    { value: 'per_guest', label: m.admin_offer_unit_per_guest_label() },
  ]
}

/** The whole villa, all year: no season chosen. */
export const EVERY_SEASON = ''

// Messages are read when a value is checked, so they follow the staff member's language.
const nameLength = { error: () => m.admin_offer_charge_name_length() }
const descriptionLength = { error: () => m.admin_offer_charge_description_length() }

/** The English name is required (the quote and the bookings keep it); the French is optional. */
export const chargeFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_charge_name_required() })
    .max(120, nameLength),
  name_fr: z.string().trim().max(120, nameLength),
  description: z.string().trim().max(500, descriptionLength),
  description_fr: z.string().trim().max(500, descriptionLength),
  amount: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_charge_amount_required() })
    .refine((text) => isDecimalIn(text, 0, 100_000), {
      error: () => m.admin_offer_charge_amount_invalid(),
    }),
  unit: z.enum(['per_stay', 'per_night', 'per_guest']),
  kind: z.enum(['fee', 'extra']),
  season_id: z.string(),
  is_active: z.boolean(),
  display_order: z
    .string()
    .trim()
    .refine((text) => text === '' || isWholeIn(text, 0, 9999), {
      error: () => m.admin_offer_charge_order_invalid(),
    }),
})

export type ChargeFormValues = z.infer<typeof chargeFormSchema>

export function newChargeValues(kind: 'fee' | 'extra', order: number): ChargeFormValues {
  return {
    name: '',
    name_fr: '',
    description: '',
    description_fr: '',
    amount: '',
    unit: 'per_stay',
    kind,
    season_id: EVERY_SEASON,
    is_active: true,
    display_order: String(order),
  }
}

export function chargeValuesFrom(charge: VillaCharge): ChargeFormValues {
  return {
    name: charge.name,
    name_fr: charge.name_fr ?? '',
    description: charge.description,
    description_fr: charge.description_fr ?? '',
    amount: String(charge.amount),
    unit: charge.unit,
    kind: charge.is_optional ? 'extra' : 'fee',
    season_id: charge.season_id ?? EVERY_SEASON,
    is_active: charge.is_active,
    display_order: String(charge.display_order),
  }
}

export function chargePayload(
  villaId: string,
  values: ChargeFormValues,
): Omit<TablesInsert<'villa_charges'>, 'id' | 'created_at'> {
  return {
    villa_id: villaId,
    name: values.name.trim(),
    name_fr: values.name_fr.trim() || null,
    description: values.description.trim(),
    description_fr: values.description_fr.trim() || null,
    amount: toNumber(values.amount),
    unit: values.unit,
    is_optional: values.kind === 'extra',
    season_id: values.season_id === EVERY_SEASON ? null : values.season_id,
    is_active: values.is_active,
    display_order: values.display_order.trim() === '' ? 0 : toNumber(values.display_order),
  }
}

const UNIT_WORDS: Record<ChargeUnit, () => string> = {
  per_stay: m.admin_offer_unit_per_stay,
  per_night: m.admin_offer_unit_per_night,
  per_guest: m.admin_offer_unit_per_guest,
}

/** "€180 per stay" ("180 € par séjour"). */
export function chargePrice(charge: { amount: number; unit: ChargeUnit }): string {
  return `${formatAmount(charge.amount)} ${UNIT_WORDS[charge.unit]()}`
}

/** A season's name in the staff member's language (the English one when not translated). */
export function seasonName(season: {
  season_name: string
  season_name_fr?: string | null
}): string {
  return pickText(season.season_name, season.season_name_fr, currentLocale()).text
}

/** A charge's name in the staff member's language (the English one when not translated). */
export function chargeName(charge: { name: string; name_fr?: string | null }): string {
  return pickText(charge.name, charge.name_fr, currentLocale()).text
}

/**
 * The charge in plain words: "Every stay pays €150 per stay." / "Guests may add it: €95 per
 * guest." and, for a season's charge, which stays it is for and what it replaces.
 */
export function chargeSentence(
  charge: {
    name: string
    name_fr?: string | null
    amount: number
    unit: ChargeUnit
    is_optional: boolean
    is_active: boolean
  },
  season: { season_name: string; season_name_fr?: string | null } | undefined,
): string {
  if (!charge.is_active) return m.admin_offer_charge_off()
  const price = chargePrice(charge)
  const what = charge.is_optional
    ? m.admin_offer_charge_optional({ price })
    : m.admin_offer_charge_every_stay({ price })
  if (!season) return what
  return m.admin_offer_charge_season({ what, season: seasonName(season), name: chargeName(charge) })
}
