// The booking form's checks, in zod/mini (the app's one zod 4, in its small tree-shaken form).
// They load when the guest starts on the form (lazyResolver), not with the villa page.
import * as z from 'zod/mini'
import { FORM_MESSAGES } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'
import type { StayRange } from './availability'
import type { BookingField, BookingFieldErrors, BookingFormValues } from './validate-booking'

// The database's rule for a guest address (migration 20261126240000_guest_address_rules.sql).
const EMAIL =
  /^[A-Za-z0-9!#$'*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/**
 * Said alone: a missing value is not also called malformed (the form shows a field's first
 * message). Not an abort, so the party's capacity is still checked beside its field.
 */
const required = (error: string) => z.minLength(1, { error })

/** Who stays, in the guest's words beside the fields (children count toward the villa's capacity). */
export const partyMessages = (maxGuests: number) => ({
  adults: m.booking_adults_invalid(),
  children: m.booking_children_invalid(),
  capacity: maxGuests === 1 ? m.booking_capacity_one() : m.booking_capacity({ max: maxGuests }),
})

/** More guests than the villa takes (only once adults and children are each valid). */
const tooMany = (party: { adults: unknown; children: unknown }, maxGuests: number) =>
  typeof party.adults === 'number' &&
  typeof party.children === 'number' &&
  party.adults >= 1 &&
  party.children >= 0 &&
  party.adults + party.children > maxGuests

const always = () => true

/** A whole number typed in a number input, or NaN. */
const count = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/**
 * Each field's problem, checked as the database checks it (texts trimmed), so the guest hears it
 * beside the field; adults and children come out as numbers. Too many guests together is said
 * beside the children when there are some (the field that tipped it over), else beside the adults.
 * Its messages are in the language on screen when it is built (build it again after a switch).
 */
export function bookingFormSchema(maxGuests: number) {
  const messages = partyMessages(maxGuests)
  return z
    .object({
      dates: z.custom<StayRange | undefined>(
        (range) => Boolean(range?.from && range.to),
        m.booking_dates_missing(),
      ),
      guestName: z
        .string()
        .check(
          z.trim(),
          required(FORM_MESSAGES.nameMissing),
          z.maxLength(200, m.booking_name_too_long()),
        ),
      guestEmail: z.string().check(
        z.trim(),
        required(FORM_MESSAGES.emailMissing),
        z.refine((email) => email.length <= 320 && EMAIL.test(email), FORM_MESSAGES.emailInvalid),
      ),
      adults: z.pipe(
        z.string().check(z.refine((text) => count(text) >= 1, messages.adults)),
        z.transform(count),
      ),
      children: z.pipe(
        z.string().check(z.refine((text) => count(text) >= 0, messages.children)),
        z.transform(count),
      ),
      extras: z.array(z.string()),
      guestPhone: z.string().check(z.trim(), z.maxLength(50, m.booking_phone_too_long())),
      specialRequests: z.string().check(z.trim(), z.maxLength(5000, m.booking_requests_too_long())),
    })
    .check(
      // Checked even while another field is at fault (`when`), so every message shows at once.
      z.refine((party) => !tooMany(party, maxGuests) || party.children === 0, {
        error: messages.capacity,
        path: ['children'],
        when: always,
      }),
      z.refine((party) => !tooMany(party, maxGuests) || party.children !== 0, {
        error: messages.capacity,
        path: ['adults'],
        when: always,
      }),
    )
}

export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>

export interface BookingDraft {
  checkIn?: Date
  checkOut?: Date
  guestName: string
  guestEmail: string
  adults: number
  children: number
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
    adults: String(draft.adults),
    children: String(draft.children),
    extras: [],
    guestPhone: draft.guestPhone ?? '',
    specialRequests: draft.specialRequests ?? '',
  } satisfies BookingFormValues)
  return checked.success ? {} : firstMessages(checked.error.issues)
}
