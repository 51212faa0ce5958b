import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOverviewKeys } from '@/features/admin/layout/api/keys'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** A confirmed stay or a request, as admin_today() lists it. */
export interface TodayStay {
  id: string
  villaId: string
  villa: string
  guestName: string
  guestEmail: string
  guests: number
  checkIn: string
  checkOut: string
  nights: number
}

export interface TodayRequest extends TodayStay {
  totalPrice: number
  createdAt: string
  expiresAt: string | null
}

export interface TodayMessage {
  id: string
  name: string
  email: string
  formType: string
  createdAt: string
}

/** What admin_today() answers (its migration: 20261126330100_admin_today.sql). */
export interface AdminToday {
  /** The day in Europe/Paris, yyyy-MM-dd. */
  today: string
  /** Today + 6: the lists cover seven days. */
  weekEnd: string
  arrivals: TodayStay[]
  arrivalCount: number
  departures: TodayStay[]
  departureCount: number
  /** Live requests, the first to expire first (at most 100; pendingCount has them all). */
  pending: TodayRequest[]
  pendingCount: number
  /** The five latest unread messages. */
  unread: TodayMessage[]
  unreadCount: number
  occupancy: {
    from: string
    to: string
    nightsAvailable: number
    nightsBooked: number
    occupancyRate: number
  }
}

/** The whole front page in one request, counted by the database (staff only). */
export async function getAdminToday(signal?: AbortSignal): Promise<AdminToday> {
  const query = supabase.rpc('admin_today')
  const data = await run(query, signal)
  return data as unknown as AdminToday
}

export function useAdminToday() {
  return useQuery(
    queryOptions({
      queryKey: adminOverviewKeys.today(),
      meta: { reads: ['bookings', 'blocked_dates', 'contact_submissions', 'villas'] },
      queryFn: ({ signal }) => getAdminToday(signal),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
