import type { DateRange } from 'react-day-picker'
import { z } from 'zod'
import { requiredTogether } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'

// Read when a form is checked, so they follow the staff member's language.
const singleBlockRequired = () => m.admin_blocked_single_required()
const bulkBlockRequired = () => m.admin_blocked_bulk_required()

/** One day of one villa; the reason falls back to "Maintenance". */
export const singleBlockSchema = z
  .object({
    villaId: z.string(),
    /** yyyy-MM-dd, '' until picked. */
    day: z.string(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || m.admin_blocked_reason_single()),
  })
  // The message is read at each check (the staff member's language), not once.
  .superRefine((draft, context) =>
    requiredTogether<typeof draft>(['villaId', 'day'], singleBlockRequired())(draft, context),
  )

export type SingleBlockDraft = z.input<typeof singleBlockSchema>

/** A full range (first and last day) of one villa; the reason falls back to "Bulk blocked". */
export const bulkBlockSchema = z
  .object({
    villaId: z.string(),
    range: z.custom<DateRange | undefined>(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || m.admin_blocked_reason_bulk()),
  })
  .superRefine((draft, context) => {
    const missing = !draft.villaId
      ? 'villaId'
      : !draft.range?.from || !draft.range.to
        ? 'range'
        : null
    if (missing) context.addIssue({ code: 'custom', path: [missing], message: bulkBlockRequired() })
  })

export type BulkBlockDraft = z.input<typeof bulkBlockSchema>
