import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** One group's figures, as booking_analytics() defines them (see its migration). */
export interface AnalyticsFigures {
  nightsAvailable: number
  nightsBooked: number
  /** Percent, one decimal. */
  occupancyRate: number
  revenue: number
  averageDailyRate: number
  bookings: number
  averageBookingValue: number
  averageLeadDays: number
}

export interface BookingAnalyticsReport {
  from: string
  to: string
  totals: AnalyticsFigures
  byMonth: (AnalyticsFigures & { month: string })[]
  byVilla: (AnalyticsFigures & { villaId: string; villaName: string })[]
}

export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (from: string, to: string) => [...analyticsKeys.all, from, to] as const,
}

/** The period's analytics, computed by the database over every booking (staff only). */
export async function getBookingAnalytics(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<BookingAnalyticsReport> {
  const query = supabase.rpc('booking_analytics', { p_from: from, p_to: to })
  const data = await run(query, signal)
  return data as unknown as BookingAnalyticsReport
}

export function useBookingAnalytics(from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.report(from, to),
      meta: { reads: ['bookings', 'blocked_dates', 'villas'] },
      queryFn: ({ signal }) => getBookingAnalytics(from, to, signal),
      // A new period keeps the last figures on screen until its own arrive.
      placeholderData: keepPreviousData,
    }),
  )
}
