import { useMutation } from '@tanstack/react-query'
import type { BookingsView } from '../lib/bookings-view'
import { getBookingOffers, type BookingOffer } from './get-booking-offers'
import { getBookingsPage, type AdminBooking } from './get-bookings-page'

const BATCH = 100

/** Every booking matching the view's filters, in its sort, fetched 100 at a time. */
export async function getAllMatchingBookings(view: BookingsView): Promise<AdminBooking[]> {
  const rows: AdminBooking[] = []
  for (let offset = 0; ; offset += BATCH) {
    const page = await getBookingsPage(view, { limit: BATCH, offset })
    rows.push(...page.rows)
    if (page.rows.length < BATCH || rows.length >= page.total) return rows
  }
}

/** The matching bookings and the offers they stored, for the CSV export. */
export async function getBookingsExport(
  view: BookingsView,
): Promise<{ rows: AdminBooking[]; offers: Map<string, BookingOffer> }> {
  const rows = await getAllMatchingBookings(view)
  const offers = await getBookingOffers(rows.map((row) => row.id))
  return { rows, offers }
}

export function useExportBookings() {
  return useMutation({ mutationFn: getBookingsExport })
}
