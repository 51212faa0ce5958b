import type { z } from 'zod'

// The rules every form follows (admin forms with `zod`, public forms with `zod/mini`: one zod 4),
// so a visitor and a member of staff read the same words for the same problem.

/** The public forms' messages for the contact details they ask for. */
export const FORM_MESSAGES = {
  nameMissing: 'Please enter your full name',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address, such as name@example.com',
} as const

/** True for a value a person left empty (spaces only count as empty). */
export function isBlank(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim())
}

/** The id of the message that says what is wrong with the field whose id is `fieldId`. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`

/**
 * aria-invalid and aria-describedby of a field: pointing at its message (shown beside it, see
 * components/ui/field-error.tsx) when it has one, nothing when it is fine.
 */
export function fieldErrorProps(fieldId: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(fieldId) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
}

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
    const empty = fields.find((field) => isBlank(values[field]))
    if (empty) context.addIssue({ code: 'custom', path: [empty], message })
  }
}
