import { z } from 'zod'
import type { Enums, Tables, TablesInsert } from '@/types/database.types'
import * as m from '@/paraglide/messages'
import { days, formatPercent, isDecimalIn, isWholeIn, nights, toNumber } from './amounts'

export type DiscountKind = Enums<'discount_kind'>
export type VillaDiscount = Tables<'villa_discounts'>

/** The kinds of discount, labelled in the staff member's language. */
export function discountKinds(): readonly { value: DiscountKind; label: string }[] {
  return [
    { value: 'length_of_stay', label: m.admin_offer_kind_length_of_stay() },
    { value: 'early_bird', label: m.admin_offer_kind_early_bird() },
    { value: 'last_minute', label: m.admin_offer_kind_last_minute() },
  ]
}

/** The threshold's label says what it counts: nights, or days before arrival. */
export function thresholdLabel(kind: DiscountKind): string {
  if (kind === 'length_of_stay') return m.admin_offer_threshold_nights()
  if (kind === 'early_bird') return m.admin_offer_threshold_early()
  return m.admin_offer_threshold_late()
}

export const discountFormSchema = z.object({
  kind: z.enum(['length_of_stay', 'early_bird', 'last_minute']),
  threshold: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_threshold_required() })
    .refine((text) => isWholeIn(text, 0, 730), {
      error: () => m.admin_offer_threshold_invalid(),
    }),
  percent: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_discount_required() })
    .refine((text) => isDecimalIn(text, 0.01, 90), {
      error: () => m.admin_offer_discount_invalid(),
    }),
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
  if (!discount.is_active) return m.admin_offer_discount_off()
  const off = m.admin_offer_discount_off_nights({ percent: formatPercent(discount.percent) })
  if (discount.kind === 'length_of_stay') {
    return m.admin_offer_discount_length({ nights: nights(discount.threshold), off })
  }
  if (discount.kind === 'early_bird') {
    return m.admin_offer_discount_early({ days: days(discount.threshold), off })
  }
  return m.admin_offer_discount_late({ days: days(discount.threshold), off })
}

/** "Of each kind, the best one that applies is taken" (villa_discounts). */
export const discountsRule = () => m.admin_offer_discounts_rule()
