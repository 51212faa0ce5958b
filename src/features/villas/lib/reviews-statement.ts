import * as m from '@/paraglide/messages'

/**
 * The statement shown above a villa's reviews (Code de la consommation L111-7-2 and D111-17:
 * whether and how reviews are checked). Staff edit it on Page Content › Villa Detail Pages
 * (section reviews_statement); this is the text migration 20261126320000 installs, shown while
 * the stored one loads, or instead of one left empty or switched off (the law wants one).
 */
export const DEFAULT_REVIEWS_STATEMENT = {
  // Getters: read each time, in the language on screen (messages/<locale>/home-and-villas.json).
  get title(): string {
    return m.villas_reviews_statement_title()
  },
  get content(): string {
    return m.villas_reviews_statement_content()
  },
}
