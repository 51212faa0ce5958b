import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

/** Every booking with its villa's name and location, newest first. */
export async function getAdminBookings(signal?: AbortSignal) {
  let query = supabase
    .from('bookings')
    .select('*, villas(name, location)')
    .order('created_at', { ascending: false })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export type AdminBooking = Awaited<ReturnType<typeof getAdminBookings>>[number]

export function adminBookingsQueryOptions() {
  return queryOptions({
    queryKey: adminBookingKeys.list(),
    queryFn: ({ signal }) => getAdminBookings(signal),
    meta: { errorToast: { title: 'Error', description: 'Failed to load bookings' } },
  })
}

export function useAdminBookings() {
  return useQuery(adminBookingsQueryOptions())
}
