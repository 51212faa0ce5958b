import { z } from 'zod'
import type { Enums, Tables, TablesInsert } from '@/types/database.types'
import { formatPercent, isDecimalIn, isWholeIn, plural, toNumber } from './amounts'

export type DiscountKind = Enums<'discount_kind'>
export type VillaDiscount = Tables<'villa_discounts'>

export const DISCOUNT_KINDS: readonly { value: DiscountKind; label: string }[] = [
  { value: 'length_of_stay', label: 'Length of stay' },
  { value: 'early_bird', label: 'Early bird' },
  { value: 'last_minute', label: 'Last minute' },
]

/** The threshold's label says what it counts: nights, or days before arrival. */
export function thresholdLabel(kind: DiscountKind): string {
  if (kind === 'length_of_stay') return 'Minimum nights'
  if (kind === 'early_bird') return 'Booked at least (days before arrival)'
  return 'Booked at most (days before arrival)'
}

export const discountFormSchema = z.object({
  kind: z.enum(['length_of_stay', 'early_bird', 'last_minute']),
  threshold: z
    .string()
    .trim()
    .min(1, 'The threshold is required')
    .refine((text) => isWholeIn(text, 0, 730), 'A whole number from 0 to 730'),
  percent: z
    .string()
    .trim()
    .min(1, 'The discount is required')
    .refine(
      (text) => isDecimalIn(text, 0.01, 90),
      'The discount is a percentage above 0 and at most 90',
    ),
  is_active: z.boolean(),
})

export type DiscountFormValues = z.infer<typeof discountFormSchema>

export const newDiscountValues: DiscountFormValues = {
  kind: 'length_of_stay',
  threshold: '7',
  percent: '',
  is_active: true,
}

export function discountValuesFrom(discount: VillaDiscount): DiscountFormValues {
  return {
    kind: discount.kind,
    threshold: String(discount.threshold),
    percent: String(discount.percent),
    is_active: discount.is_active,
  }
}

export function discountPayload(
  villaId: string,
  values: DiscountFormValues,
): Omit<TablesInsert<'villa_discounts'>, 'id' | 'created_at'> {
  return {
    villa_id: villaId,
    kind: values.kind,
    threshold: toNumber(values.threshold),
    percent: toNumber(values.percent),
    is_active: values.is_active,
  }
}

/** "Stays of 7 nights or more: 10 % off the nights." */
export function discountSentence(discount: {
  kind: DiscountKind
  threshold: number
  percent: number
  is_active: boolean
}): string {
  if (!discount.is_active) return 'Switched off: no quote applies it.'
  const off = `${formatPercent(discount.percent)} off the nights`
  if (discount.kind === 'length_of_stay') {
    return `Stays of ${plural(discount.threshold, 'night')} or more: ${off}.`
  }
  if (discount.kind === 'early_bird') {
    return `Booked ${plural(discount.threshold, 'day')} or more before arrival: ${off}.`
  }
  return `Booked ${plural(discount.threshold, 'day')} or fewer before arrival: ${off}.`
}

/** "Of each kind, the best one that applies is taken" (villa_discounts). */
export const DISCOUNTS_RULE = 'Of each kind, the best discount that applies is taken.'
