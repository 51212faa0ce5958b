import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import * as m from '@/paraglide/messages'

// The rules every form follows (admin forms with `zod`, public forms with `zod/mini`: one zod 4),
// so a visitor and a member of staff read the same words for the same problem.

/** The public forms' messages for the contact details they ask for, in the language on screen. */
export const FORM_MESSAGES = {
  get nameMissing() {
    return m.booking_form_name_missing()
  },
  get emailMissing() {
    return m.booking_form_email_missing()
  },
  get emailInvalid() {
    return m.booking_form_email_invalid()
  },
}

/** True for a value a person left empty (spaces only count as empty). */
export function isBlank(value: unknown) {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim())
}

/** The id of the message that says what is wrong with the control whose id is `id`. */
export const fieldErrorId = (id: string) => `${id}-error`

/**
 * The aria attributes of a control whose message is shown beside it (AdminFormField in the admin,
 * components/ui/field-error.tsx on the public site): pointing at the message when there is one.
 */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(id) } : {}
}

/** The id of the message shown under control `id`, for pickers (`errorId`); none when fine. */
export function errorIdOf(id: string, error: string | undefined) {
  return error ? fieldErrorId(id) : undefined
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

/**
 * A react-hook-form resolver whose schema's code loads on first use, or earlier with `preload()`
 * (a public form calls it when the visitor starts on it): the page does not wait for the checks.
 * A failed load is tried again at the next check.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
) {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) })
}
