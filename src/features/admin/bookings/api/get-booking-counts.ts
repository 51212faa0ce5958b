import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { BookingFilters } from '../lib/bookings-view'
import { filterArgs } from './get-bookings-page'
import { adminBookingKeys } from './keys'

/** How many bookings match the filters (status aside), per shown status: one database call. */
export async function getBookingCounts(filters: BookingFilters, signal?: AbortSignal) {
  const query = supabase.rpc('admin_booking_counts', filterArgs(filters))
  const data = await run(query, signal)
  const [counts] = data
  return counts ?? { pending: 0, confirmed: 0, cancelled: 0, expired: 0, total: 0 }
}

export type BookingCounts = Awaited<ReturnType<typeof getBookingCounts>>

export function bookingCountsQueryOptions(filters: BookingFilters) {
  return queryOptions({
    queryKey: adminBookingKeys.counts(filters),
    meta: { reads: ['bookings', 'villas'] },
    queryFn: ({ signal }) => getBookingCounts(filters, signal),
    placeholderData: keepPreviousData,
  })
}

export function useBookingCounts(filters: BookingFilters) {
  return useQuery(bookingCountsQueryOptions(filters))
}
