import { z } from 'zod'
import type { Enums, Tables, TablesInsert } from '@/types/database.types'
import { formatAmount, isDecimalIn, isWholeIn, toNumber } from './amounts'

export type ChargeUnit = Enums<'charge_unit'>
export type VillaCharge = Tables<'villa_charges'>

export const CHARGE_UNITS: readonly { value: ChargeUnit; label: string }[] = [
  { value: 'per_stay', label: 'Per stay' },
  { value: 'per_night', label: 'Per night' },
  { value: 'per_guest', label: 'Per guest' },
]

/** The whole villa, all year: no season chosen. */
export const EVERY_SEASON = ''

export const chargeFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'A name is at most 120 characters'),
  description: z.string().trim().max(500, 'A description is at most 500 characters'),
  amount: z
    .string()
    .trim()
    .min(1, 'Amount is required')
    .refine(
      (text) => isDecimalIn(text, 0, 100_000),
      'Amount is in euros, from 0 to 100,000, with at most 2 decimals',
    ),
  unit: z.enum(['per_stay', 'per_night', 'per_guest']),
  kind: z.enum(['fee', 'extra']),
  season_id: z.string(),
  is_active: z.boolean(),
  display_order: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || isWholeIn(text, 0, 9999),
      'Order is a whole number, 0 or more',
    ),
})

export type ChargeFormValues = z.infer<typeof chargeFormSchema>

export function newChargeValues(kind: 'fee' | 'extra', order: number): ChargeFormValues {
  return {
    name: '',
    description: '',
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
    description: charge.description,
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
    description: values.description.trim(),
    amount: toNumber(values.amount),
    unit: values.unit,
    is_optional: values.kind === 'extra',
    season_id: values.season_id === EVERY_SEASON ? null : values.season_id,
    is_active: values.is_active,
    display_order: values.display_order.trim() === '' ? 0 : toNumber(values.display_order),
  }
}

const UNIT_WORDS: Record<ChargeUnit, string> = {
  per_stay: 'per stay',
  per_night: 'per night',
  per_guest: 'per guest',
}

/** "€180 per stay". */
export function chargePrice(charge: { amount: number; unit: ChargeUnit }): string {
  return `${formatAmount(charge.amount)} ${UNIT_WORDS[charge.unit]}`
}

/**
 * The charge in plain words: "Every stay pays €150 per stay." / "Guests may add it: €95 per
 * guest." and, for a season's charge, which stays it is for and what it replaces.
 */
export function chargeSentence(
  charge: {
    name: string
    amount: number
    unit: ChargeUnit
    is_optional: boolean
    is_active: boolean
  },
  season: { season_name: string } | undefined,
): string {
  if (!charge.is_active) return 'Switched off: no quote shows it.'
  const price = chargePrice(charge)
  const what = charge.is_optional
    ? `Guests may add it to their stay: ${price}.`
    : `Every stay pays it: ${price}.`
  if (!season) return what
  return `${what} Only for stays arriving in ${season.season_name}; for them it replaces the villa-wide “${charge.name}”, if any.`
}
