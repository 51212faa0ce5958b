import { z } from 'zod'
import * as m from '@/paraglide/messages'
import { days, formatPercent, isDecimalIn, isWholeIn, toNumber } from './amounts'

export interface CancellationTier {
  min_days_before: number
  charge_percent: number
}

const tierSchema = z.object({
  min_days_before: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_tiers_days_required() })
    .refine((text) => isWholeIn(text, 0, 730), {
      error: () => m.admin_offer_tiers_days_invalid(),
    }),
  charge_percent: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_offer_tiers_charge_required() })
    .refine((text) => isDecimalIn(text, 0, 100), {
      error: () => m.admin_offer_tiers_charge_invalid(),
    }),
})

/** Said when no tier starts 0 days before arrival, in the staff member's language. */
export const dayZeroMissing = () => m.admin_offer_tiers_day_zero_missing()

/** The tiers as edited: at least one from 0 days, no two from the same day (like the database). */
export const cancellationTiersSchema = z
  .object({ tiers: z.array(tierSchema) })
  .superRefine(({ tiers }, context) => {
    const days = tiers.map((tier) => tier.min_days_before.trim())
    days.forEach((day, index) => {
      if (day !== '' && days.indexOf(day) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['tiers', index, 'min_days_before'],
          message: m.admin_offer_tiers_duplicate({ day }),
        })
      }
    })
    if (!days.some((day) => day !== '' && Number(day) === 0)) {
      context.addIssue({ code: 'custom', path: ['tiers', 'root'], message: dayZeroMissing() })
    }
  })

export type CancellationTiersValues = z.infer<typeof cancellationTiersSchema>

export function tiersValuesFrom(tiers: readonly CancellationTier[]): CancellationTiersValues {
  return {
    tiers: sortTiers(tiers).map((tier) => ({
      min_days_before: String(tier.min_days_before),
      charge_percent: String(tier.charge_percent),
    })),
  }
}

export function tiersPayload(values: CancellationTiersValues): CancellationTier[] {
  return sortTiers(
    values.tiers.map((tier) => ({
      min_days_before: toNumber(tier.min_days_before),
      charge_percent: toNumber(tier.charge_percent),
    })),
  )
}

/** Furthest from arrival first. */
export function sortTiers<T extends CancellationTier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => b.min_days_before - a.min_days_before)
}

const owes = (percent: number) =>
  percent === 0
    ? m.admin_offer_tiers_owes_nothing()
    : m.admin_offer_tiers_owes({ percent: formatPercent(percent) })

/**
 * Each tier in plain words, furthest first: "Cancelled 30 to 60 days before arrival: the guest owes
 * 50 % of the stay". A tier applies from its days up to the next tier's (the largest bound reached
 * wins), so the sentence names both ends.
 */
export function tierSentences(tiers: readonly CancellationTier[]): string[] {
  const sorted = sortTiers(tiers)
  return sorted.map((tier, index) => {
    const later = sorted[index - 1]
    const from = tier.min_days_before
    const when =
      later === undefined
        ? from === 0
          ? m.admin_offer_tiers_any_time()
          : m.admin_offer_tiers_or_more({ days: days(from) })
        : from === 0
          ? m.admin_offer_tiers_fewer_than({ days: days(later.min_days_before) })
          : later.min_days_before - 1 === from
            ? m.admin_offer_tiers_exactly({ days: days(from) })
            : m.admin_offer_tiers_between({ from, to: later.min_days_before - 1 })
    return m.admin_offer_tiers_sentence({ when, owes: owes(tier.charge_percent) })
  })
}
