import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { CompositeTypes, Database } from '@/types/database.types'
import { bookingKeys } from './keys'

type ReceiptRow = Database['public']['Functions']['get_booking_request_receipt']['Returns'][number]

/**
 * The stored request; a request stored before issue 20 has no adults and no quote snapshot (the
 * generator types a returned column as never null, which these are for old rows).
 */
export type BookingReceipt = Omit<ReceiptRow, 'adults' | 'quote'> & {
  adults: number | null
  quote: CompositeTypes<'stay_quote'> | null
}

/**
 * The request just sent, as the database stored it (get_booking_request_receipt): null when the
 * id and email match no request of the last 30 days. No guest details come back.
 */
export async function getBookingReceipt(
  bookingId: string,
  guestEmail: string,
  signal?: AbortSignal,
): Promise<BookingReceipt | null> {
  const query = publicApi.rpc('get_booking_request_receipt', {
    p_booking_id: bookingId,
    p_guest_email: guestEmail,
  })
  const data: BookingReceipt[] = await run(query, signal)
  return data[0] ?? null
}

export function bookingReceiptQueryOptions(bookingId: string, guestEmail: string) {
  return queryOptions({
    queryKey: bookingKeys.receipt(bookingId, guestEmail),
    // The quote is the booking's stored snapshot: no pricing rule changes it.
    meta: { reads: ['bookings', 'villas', 'notifications'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the booking request', signal, () =>
        getBookingReceipt(bookingId, guestEmail, signal),
      ),
  })
}

export function useBookingReceipt(bookingId: string, guestEmail: string | undefined) {
  return useQuery({
    ...bookingReceiptQueryOptions(bookingId, guestEmail ?? ''),
    enabled: guestEmail !== undefined,
  })
}
