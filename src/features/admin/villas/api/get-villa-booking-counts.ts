import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminVillaKeys } from './keys'

export interface VillaBookingCount {
  /** Every booking, whatever its status: one is enough to keep the villa from being deleted. */
  bookings: number
  /** Confirmed stays that have not ended yet. */
  upcoming: number
}

/** Per villa with bookings, how many (admin_villa_booking_counts: one grouped count). */
export async function getVillaBookingCounts(
  signal?: AbortSignal,
): Promise<Map<string, VillaBookingCount>> {
  const query = supabase.rpc('admin_villa_booking_counts')
  const data = await run(query, signal)
  return new Map(
    data.map((row) => [
      row.villa_id,
      { bookings: Number(row.booking_count), upcoming: Number(row.upcoming_count) },
    ]),
  )
}

export function useVillaBookingCounts() {
  return useQuery(
    queryOptions({
      queryKey: adminVillaKeys.bookingCounts(),
      meta: { reads: ['bookings'] },
      queryFn: ({ signal }) => getVillaBookingCounts(signal),
    }),
  )
}
