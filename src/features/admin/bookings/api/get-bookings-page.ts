import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Database, Json, Tables } from '@/types/database.types'
import type { BookingFilters, BookingsView } from '../lib/bookings-view'
import { adminBookingKeys } from './keys'

type PageRow = Database['public']['Functions']['admin_bookings_page']['Returns'][number]

/** Another live request for the same villa sharing a night with this one. */
export interface OverlappingRequest {
  id: string
  guest_name: string
}

/** The generator types `returns table` columns non-null; these may be null, as in bookings. */
type NullableColumns =
  | 'guest_phone'
  | 'special_requests'
  | 'expires_at'
  | 'price_note'
  | 'cancelled_by'
  | 'cancellation_reason'
  | 'cancelled_at'
  | 'cancellation_cost'
  | 'refund_due'
  | 'guest_message'

/** A row of the bookings table: the booking, its villa, and the requests it overlaps. */
export type AdminBooking = Omit<PageRow, 'overlaps' | 'total_count' | NullableColumns> &
  Pick<Tables<'bookings'>, NullableColumns> & {
    overlaps: OverlappingRequest[]
  }

export interface BookingsPage {
  rows: AdminBooking[]
  /** Bookings matching the filters, on every page. */
  total: number
}

function overlapsOf(json: Json): OverlappingRequest[] {
  if (!Array.isArray(json)) return []
  return json.flatMap((item) =>
    item &&
    typeof item === 'object' &&
    !Array.isArray(item) &&
    typeof item.id === 'string' &&
    typeof item.guest_name === 'string'
      ? [{ id: item.id, guest_name: item.guest_name }]
      : [],
  )
}

/** The filter arguments admin_bookings_page and admin_booking_counts share. */
export function filterArgs(filters: BookingFilters) {
  return {
    p_villa_id: filters.villa ?? undefined,
    p_stay_from: filters.stayFrom ?? undefined,
    p_stay_to: filters.stayTo ?? undefined,
    p_created_from: filters.createdFrom ?? undefined,
    p_created_to: filters.createdTo ?? undefined,
    p_search: filters.search || undefined,
  }
}

/** One page of the filtered, sorted bookings (at most 100 rows: the database refuses more). */
export async function getBookingsPage(
  view: BookingsView,
  { limit = view.pageSize, offset = (view.page - 1) * view.pageSize } = {},
  signal?: AbortSignal,
): Promise<BookingsPage> {
  const query = supabase.rpc('admin_bookings_page', {
    ...filterArgs(view),
    // A payment state filters confirmed stays (admin_bookings_page takes it as the status).
    p_status: view.payment ?? view.status ?? undefined,
    p_reason: view.reason ?? undefined,
    p_sort: view.sort,
    p_ascending: view.ascending,
    p_limit: limit,
    p_offset: offset,
  })
  const data = await run(query, signal)
  return {
    rows: data.map(({ total_count: _total, overlaps, ...row }) => ({
      ...row,
      overlaps: overlapsOf(overlaps),
    })),
    total: data[0]?.total_count ?? 0,
  }
}

export function bookingsPageQueryOptions(view: BookingsView) {
  return queryOptions({
    queryKey: adminBookingKeys.page(view),
    meta: { reads: ['bookings', 'villas'] },
    queryFn: ({ signal }) => getBookingsPage(view, {}, signal),
    // Paging or filtering keeps the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useBookingsPage(view: BookingsView) {
  return useQuery(bookingsPageQueryOptions(view))
}
