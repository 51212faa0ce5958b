// The booking form's checks, in zod/mini (the app's one zod 4, in its small tree-shaken form).
// They load when the guest starts on the form (lazyResolver), not with the villa page.
import * as z from 'zod/mini'
import { FORM_MESSAGES } from '@/lib/form-rules'
import type { StayRange } from './availability'
import type { BookingField, BookingFieldErrors, BookingFormValues } from './validate-booking'

// The database's rule for a guest address (migration 20261126240000_guest_address_rules.sql).
const EMAIL =
  /^[A-Za-z0-9!#$'*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/

const DATES_MISSING = 'Please select check-in and check-out dates'

/** Said alone: a missing value is not also called too long or malformed. */
const required = (error: string) => z.minLength(1, { error, abort: true })

/**
 * Each field's problem, checked as the database checks it (texts trimmed), so the guest hears it
 * beside the field; the guests come out as a number.
 */
export function bookingFormSchema(maxGuests: number) {
  const guestsMessage =
    maxGuests === 1 ? 'This villa welcomes 1 guest' : `Between 1 and ${maxGuests} guests`
  const isGuestCount = (text: string) => {
    const guests = Number(text)
    return Number.isInteger(guests) && guests >= 1 && guests <= maxGuests
  }
  return z.object({
    dates: z.custom<StayRange | undefined>(
      (range) => Boolean(range?.from && range.to),
      DATES_MISSING,
    ),
    guestName: z
      .string()
      .check(
        z.trim(),
        required(FORM_MESSAGES.nameMissing),
        z.maxLength(200, 'Please keep your name under 200 characters'),
      ),
    guestEmail: z.string().check(
      z.trim(),
      required(FORM_MESSAGES.emailMissing),
      z.refine((email) => email.length <= 320 && EMAIL.test(email), FORM_MESSAGES.emailInvalid),
    ),
    guestsCount: z.pipe(
      z.string().check(z.refine(isGuestCount, guestsMessage)),
      z.transform(Number),
    ),
    guestPhone: z
      .string()
      .check(z.trim(), z.maxLength(50, 'Please keep the phone number under 50 characters')),
    specialRequests: z
      .string()
      .check(z.trim(), z.maxLength(5000, 'Please keep your requests under 5,000 characters')),
  })
}

export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>

export interface BookingDraft {
  checkIn?: Date
  checkOut?: Date
  guestName: string
  guestEmail: string
  guestsCount: number
  maxGuests: number
  guestPhone?: string
  specialRequests?: string
}

/** The first problem of each field a message names (the form shows one per field). */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: BookingFieldErrors = {}
  for (const issue of issues) {
    const field = issue.path[0] as BookingField
    errors[field] ??= issue.message
  }
  return errors
}

/** A draft's problems as the form's schema finds them, field by field. */
export function bookingFieldErrors(draft: BookingDraft): BookingFieldErrors {
  const checked = bookingFormSchema(draft.maxGuests).safeParse({
    dates: { from: draft.checkIn, to: draft.checkOut },
    guestName: draft.guestName,
    guestEmail: draft.guestEmail,
    guestsCount: String(draft.guestsCount),
    guestPhone: draft.guestPhone ?? '',
    specialRequests: draft.specialRequests ?? '',
  } satisfies BookingFormValues)
  return checked.success ? {} : firstMessages(checked.error.issues)
}
