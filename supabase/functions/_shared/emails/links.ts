// The site's routes the emails link to (src/config/paths.ts), from SITE_URL. A guest's links lead
// to the pages in their language (issue 22): French pages live under /fr; admin pages have none.
import type { Language } from './format.ts'

function join(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`
}

/** A public page's path in `language`: "/villas", "/fr/villas". */
function page(path: string, language: Language): string {
  return language === 'en' ? path : `/${language}${path}`
}

export const links = {
  villas: (siteUrl: string, language: Language = 'en') => join(siteUrl, page('/villas', language)),
  /** The guest's stay page (issue 21): the token is the link's secret, in the path only. */
  stay: (siteUrl: string, token: string, language: Language = 'en') =>
    join(siteUrl, page(`/stay/${encodeURIComponent(token)}`, language)),
  /** The guest's review form after their stay (issue 21, point 5): single-use token in the path. */
  review: (siteUrl: string, token: string, language: Language = 'en') =>
    join(siteUrl, page(`/review/${encodeURIComponent(token)}`, language)),
  villa: (siteUrl: string, villaId: string, language: Language = 'en') =>
    join(siteUrl, page(`/villa/${encodeURIComponent(villaId)}`, language)),
  /** The bookings screen searched for the guest, with this booking's detail open. */
  adminBooking: (siteUrl: string, bookingId: string, guestEmail: string) =>
    join(siteUrl, `/admin/bookings?${new URLSearchParams({ q: guestEmail, booking: bookingId })}`),
  /** The messages screen searched for the sender. */
  adminMessages: (siteUrl: string, email: string) =>
    join(siteUrl, `/admin/messages?${new URLSearchParams({ q: email })}`),
}
