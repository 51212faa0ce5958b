import { fromCatalogue, type RefusalCatalogue } from '@/lib/refusal-catalogue'
import * as m from '@/paraglide/messages'

/**
 * The refusals a visitor can meet (an enquiry, a booking request, the stay and review links),
 * in French: each entry is the exact `raise exception` sentence of supabase/schemas/, `%`
 * standing for a value. Loaded apart, after a French page (app/locale-root.tsx), and with the
 * admin (staff meet them too).
 */
const VISITOR_REFUSALS: RefusalCatalogue = [
  ['Please provide a valid email address', m.refusal_email],
  ['Send one request at a time', m.refusal_one_request],
  ['Too many attempts. Please wait a minute and try again.', m.refusal_attempts],
  ['Too many messages. Please wait a few minutes and try again.', m.refusal_messages],
  ["Please provide the guest's full name", m.refusal_guest_name],
  // The booking's own sentences, in the booking journey's words (messages/{en,fr}/booking-and-stay.json).
  [
    'Too many booking requests. Please wait a few minutes and try again.',
    m.booking_problem_throttled,
  ],
  ['At least one guest is required', m.booking_problem_one_guest],
  ['At least one adult is required', m.booking_problem_one_adult],
  ['The number of children cannot be negative', m.booking_problem_children],
  ['Please accept the Terms of Booking', m.refusal_terms],
  ['A booking keeps the quote and the Terms it was sent with', m.refusal_quote_kept],
  ['This link is not valid', m.refusal_link],
  ['This request can no longer be withdrawn', m.refusal_withdrawn],
  ['This review link is not valid', m.refusal_review_link],
  ['This review link has already been used', m.refusal_review_used],
  ['This stay was cancelled: there is no stay to review', m.refusal_review_cancelled],
  ['You can write your review from your departure day, %', m.refusal_review_from],
  ['Rating: choose from 1 to 5 stars', m.refusal_rating],
  ['Your review: write a few words, up to 5,000 characters', m.refusal_review_text],
  ['Your name: enter the name to sign with, up to 200 characters', m.refusal_review_name],
  ['Where you are from: enter a city or country, up to 200 characters', m.refusal_review_place],
]

/** A visitor's refusal in French, or null when it is not one of theirs. */
export function visitorRefusalText(message: string): string | null {
  return fromCatalogue(VISITOR_REFUSALS, message)
}
