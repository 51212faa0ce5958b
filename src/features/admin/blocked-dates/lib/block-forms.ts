import type { DateRange } from 'react-day-picker'
import { z } from 'zod'
import { requiredTogether } from '@/lib/form-rules'

export const SINGLE_BLOCK_REQUIRED = 'Please select a villa and date'
export const BULK_BLOCK_REQUIRED = 'Please select a villa and date range'

/** One day of one villa; the reason falls back to "Maintenance". */
export const singleBlockSchema = z
  .object({
    villaId: z.string(),
    day: z.date().optional(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || 'Maintenance'),
  })
  .superRefine(requiredTogether(['villaId', 'day'], SINGLE_BLOCK_REQUIRED))

export type SingleBlockDraft = z.input<typeof singleBlockSchema>

/** A full range (first and last day) of one villa; the reason falls back to "Bulk blocked". */
export const bulkBlockSchema = z
  .object({
    villaId: z.string(),
    range: z.custom<DateRange | undefined>(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || 'Bulk blocked'),
  })
  .superRefine((draft, context) => {
    const missing = !draft.villaId
      ? 'villaId'
      : !draft.range?.from || !draft.range.to
        ? 'range'
        : null
    if (missing) context.addIssue({ code: 'custom', path: [missing], message: BULK_BLOCK_REQUIRED })
  })

export type BulkBlockDraft = z.input<typeof bulkBlockSchema>
