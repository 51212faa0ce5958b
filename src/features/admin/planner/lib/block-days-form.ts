import { z } from 'zod'

export const PLANNER_BLOCK_REASON = 'Blocked from the planner'

/** The planner's block dialog: both days (yyyy-MM-dd, in order); a blank reason is the default. */
export const blockDaysSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    reason: z
      .string()
      .trim()
      .transform((reason) => reason || PLANNER_BLOCK_REASON),
  })
  .superRefine(({ from, to }, context) => {
    const missing = !from ? 'from' : !to ? 'to' : null
    if (missing) {
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Choose the first and last day.',
      })
    } else if (to < from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day must be on or after the first.',
      })
    }
  })

export type BlockDaysDraft = z.input<typeof blockDaysSchema>
