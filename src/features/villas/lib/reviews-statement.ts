/**
 * The statement shown above a villa's reviews (Code de la consommation L111-7-2 and D111-17:
 * whether and how reviews are checked). Staff edit it on Page Content › Villa Detail Pages
 * (section reviews_statement); this is the text migration 20261126320000 installs, shown while
 * the stored one loads, or instead of one left empty or switched off (the law wants one).
 */
export const DEFAULT_REVIEWS_STATEMENT = {
  title: 'How reviews are checked',
  content: [
    'The reviews on this page come from guests who stayed in the villa and wrote to us after their stay, by email or through our concierge; we publish them with their permission, under the name and home town they gave us. We do not pay for reviews or offer anything in return for them.',
    'We publish every review we receive about a stay, positive or negative, without changing its words, unless it is abusive, is not about a stay in the villa, or reveals someone’s personal details; the date shown is the day it was published.',
    'A review marked “Verified stay” is linked to a confirmed booking of this villa whose stay has ended; the others were sent to us directly and could not be matched to a booking in our system (for example a stay booked before it existed). The rating is the one the guest gave, out of 5; the average counts every published rating of the villa.',
  ].join('\n\n'),
}
