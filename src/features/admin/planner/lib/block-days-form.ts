import { z } from 'zod'
import * as m from '@/paraglide/messages'

/** The reason a block made from the planner is saved with, in the admin's language. */
export const plannerBlockReason = () => m.admin_planner_block_reason()

/** The planner's block dialog: both days (yyyy-MM-dd, in order); a blank reason is the default. */
export const blockDaysSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || plannerBlockReason()),
  })
  .superRefine(({ from, to }, context) => {
    const missing = !from ? 'from' : !to ? 'to' : null
    if (missing) {
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: m.admin_planner_choose_days(),
      })
    } else if (to < from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: m.admin_planner_last_after_first(),
      })
    }
  })

export type BlockDaysDraft = z.input<typeof blockDaysSchema>
