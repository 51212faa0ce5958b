import { useMutation } from '@tanstack/react-query'
import type { BookingsView } from '../lib/bookings-view'
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

export function useExportBookings() {
  return useMutation({ mutationFn: getAllMatchingBookings })
}
