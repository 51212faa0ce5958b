import { queryOptions, useQuery } from '@tanstack/react-query'
import { toStayOffer, type StayOffer } from '@/lib/stay-offer'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

/**
 * What the guest was offered and accepted, as the booking stored it (issue 20): the party, the
 * whole quote and the Terms version. Null offer on a booking made before offers were stored.
 */
export interface BookingOffer {
  id: string
  adults: number | null
  children: number
  termsVersion: string | null
  offer: StayOffer | null
}

const COLUMNS = 'id, adults, children, quote, terms_version'
/** Ids per request: 100 uuids keep the URL well under any proxy's limit. */
const BATCH = 100

/** The stored offers of these bookings, by booking id; nothing is recomputed. */
export async function getBookingOffers(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, BookingOffer>> {
  const offers = new Map<string, BookingOffer>()
  for (let start = 0; start < ids.length; start += BATCH) {
    const query = supabase
      .from('bookings')
      .select(COLUMNS)
      .in('id', ids.slice(start, start + BATCH))
    const rows = await run(query, signal)
    for (const row of rows) {
      offers.set(row.id, {
        id: row.id,
        adults: row.adults,
        children: row.children,
        termsVersion: row.terms_version,
        offer: toStayOffer(row.quote),
      })
    }
  }
  return offers
}

export function bookingOfferQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: adminBookingKeys.offer(bookingId),
    meta: { reads: ['bookings'] },
    queryFn: async ({ signal }) =>
      (await getBookingOffers([bookingId], signal)).get(bookingId) ?? null,
    // A stored offer changes only when staff move the stay (admin_move_booking), a write to
    // bookings that invalidates it.
    staleTime: Infinity,
  })
}

export function useBookingOffer(bookingId: string) {
  return useQuery(bookingOfferQueryOptions(bookingId))
}
