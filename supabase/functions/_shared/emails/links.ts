// The site's routes the emails link to (src/config/paths.ts), from SITE_URL.

function join(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`
}

export const links = {
  villas: (siteUrl: string) => join(siteUrl, '/villas'),
  /** The guest's stay page (issue 21): the token is the link's secret, in the path only. */
  stay: (siteUrl: string, token: string) => join(siteUrl, `/stay/${encodeURIComponent(token)}`),
  /** The guest's review form after their stay (issue 21, point 5): single-use token in the path. */
  review: (siteUrl: string, token: string) => join(siteUrl, `/review/${encodeURIComponent(token)}`),
  villa: (siteUrl: string, villaId: string) =>
    join(siteUrl, `/villa/${encodeURIComponent(villaId)}`),
  /** The bookings screen searched for the guest, with this booking's detail open. */
  adminBooking: (siteUrl: string, bookingId: string, guestEmail: string) =>
    join(siteUrl, `/admin/bookings?${new URLSearchParams({ q: guestEmail, booking: bookingId })}`),
  /** The messages screen searched for the sender. */
  adminMessages: (siteUrl: string, email: string) =>
    join(siteUrl, `/admin/messages?${new URLSearchParams({ q: email })}`),
}
