// Code de la consommation L221-28 12° and L221-5: a stay booked for set dates has no 14-day right
// of withdrawal, and the guest must be told so before committing. One sentence, written once:
// the emails (emails/booking-emails.tsx) and the site's offer (src/components/offer) read it from
// here — the Edge Functions cannot import from src/, so the site imports this file, as it does
// public-address.ts. No imports: it stays a few bytes in the public bundle.

/** L221-28 12°, as the guest reads it on the booking page and in every booking email. */
export const NO_WITHDRAWAL =
  'Under article L221-28 12° of the French Consumer Code, there is no 14-day right of withdrawal for a stay booked for set dates.'
