import type { z } from 'zod'

/**
 * For a form whose spec gives one sentence for several required fields ("Question and answer are
 * required"): a zod refinement that puts the sentence beside the first of `fields` left empty
 * (after trimming), where react-hook-form focuses, so it is said once and next to what is missing.
 */
export function requiredTogether<T extends Record<string, unknown>>(
  fields: readonly (keyof T & string)[],
  message: string,
) {
  return (values: T, context: z.RefinementCtx) => {
    const empty = fields.find((field) => isEmpty(values[field]))
    if (empty) context.addIssue({ code: 'custom', path: [empty], message })
  }
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim())
}
