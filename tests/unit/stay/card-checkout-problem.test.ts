import { afterEach, describe, expect, it } from 'vitest'
import { cardCheckoutProblem } from '@/features/stay/lib/card-checkout-problem'
import { applyLocale } from '@/lib/i18n/locale'

// Issue 22: the stay page words the card payment's failures (the codes stay-card-checkout
// answers) in the guest's language, never the function's English.

describe('a card payment that cannot start', () => {
  afterEach(() => applyLocale('en'))

  it('says why in English', () => {
    expect(cardCheckoutProblem('invalid_link')).toBe(
      'This stay link is not valid: open the latest link we emailed you.',
    )
    expect(cardCheckoutProblem('nothing_due')).toBe(
      'There is nothing to pay by card on this booking any more.',
    )
    expect(cardCheckoutProblem('checkout_unavailable')).toBe(
      'The card payment page could not be opened. Please try again.',
    )
  })

  it('says why in French, and reads any other failure as the page not opening', () => {
    applyLocale('fr')
    expect(cardCheckoutProblem('invalid_link').replace(/\u00a0/g, ' ')).toBe(
      'Ce lien de séjour n’est pas valide : ouvrez le dernier lien que nous vous avons envoyé par e-mail.',
    )
    expect(cardCheckoutProblem('payment_not_prepared')).toBe(
      'Le paiement n’a pas pu être préparé. Veuillez réessayer.',
    )
    expect(cardCheckoutProblem('nothing_due')).toBe(
      'Il n’y a plus rien à régler par carte sur cette réservation.',
    )
    for (const code of ['checkout_unavailable', undefined, 'something new']) {
      expect(cardCheckoutProblem(code)).toBe(
        'La page de paiement par carte n’a pas pu s’ouvrir. Veuillez réessayer.',
      )
    }
  })
})
