import { z } from 'zod'
import { formatPercent, isDecimalIn, isWholeIn, plural, toNumber } from './amounts'

export interface CancellationTier {
  min_days_before: number
  charge_percent: number
}

const tierSchema = z.object({
  min_days_before: z
    .string()
    .trim()
    .min(1, 'Days before arrival are required')
    .refine((text) => isWholeIn(text, 0, 730), 'Days before arrival: a whole number from 0 to 730'),
  charge_percent: z
    .string()
    .trim()
    .min(1, 'The charge is required')
    .refine((text) => isDecimalIn(text, 0, 100), 'The charge is a percentage from 0 to 100'),
})

export const DAY_ZERO_MISSING =
  'Keep a tier from 0 days before arrival: it sets what a late cancellation (or a no-show) costs'

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
          message: `Another tier already starts ${day} days before arrival`,
        })
      }
    })
    if (!days.some((day) => day !== '' && Number(day) === 0)) {
      context.addIssue({ code: 'custom', path: ['tiers', 'root'], message: DAY_ZERO_MISSING })
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
  percent === 0 ? 'the guest owes nothing' : `the guest owes ${formatPercent(percent)} of the stay`

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
          ? 'Cancelled at any time'
          : `Cancelled ${plural(from, 'day')} or more before arrival`
        : from === 0
          ? `Cancelled fewer than ${plural(later.min_days_before, 'day')} before arrival (or a no-show)`
          : later.min_days_before - 1 === from
            ? `Cancelled ${plural(from, 'day')} before arrival`
            : `Cancelled ${from} to ${later.min_days_before - 1} days before arrival`
    return `${when}: ${owes(tier.charge_percent)}`
  })
}
