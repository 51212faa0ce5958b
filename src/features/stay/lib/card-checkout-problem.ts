import * as m from '@/paraglide/messages'

/**
 * Why the card payment page could not be opened, in the page's language, from the code the
 * stay-card-checkout Edge Function answers (its English message is for logs), or the client's
 * own `nothing_due`; anything else reads as the page failing to open.
 */
export function cardCheckoutProblem(code: unknown): string {
  switch (code) {
    case 'invalid_link':
      return m.booking_card_invalid_link()
    case 'payment_not_prepared':
      return m.booking_card_not_prepared()
    case 'nothing_due':
      return m.booking_card_nothing_due()
    default:
      return m.booking_card_failed()
  }
}
