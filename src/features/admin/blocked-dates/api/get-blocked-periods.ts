import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys } from './keys'
import * as m from '@/paraglide/messages'

export const PERIODS_PAGE_SIZE = 50

/** A run of blocked days of one villa and reason, or the days a confirmed stay occupies. */
export interface BlockedPeriod {
  villa_id: string
  villa_name: string
  villa_location: string
  start_day: string
  end_day: string
  reason: string
  is_booking: boolean
  day_count: number
}

export interface BlockedPeriodsPage {
  periods: BlockedPeriod[]
  /** Periods on every page. */
  total: number
}

/** One page of the periods that end today or later (admin_blocked_periods: staff only). */
export async function getBlockedPeriods(page: number, signal?: AbortSignal) {
  const query = supabase.rpc('admin_blocked_periods', {
    p_limit: PERIODS_PAGE_SIZE,
    p_offset: (page - 1) * PERIODS_PAGE_SIZE,
  })
  const data = await run(query, signal)
  return {
    periods: data.map(({ total_count: _total, ...period }) => period),
    total: Number(data[0]?.total_count ?? 0),
  } satisfies BlockedPeriodsPage
}

export function useBlockedPeriods(page: number) {
  return useQuery(
    queryOptions({
      queryKey: blockedDatesKeys.periods(page),
      queryFn: ({ signal }) => getBlockedPeriods(page, signal),
      placeholderData: keepPreviousData,
      // One toast for the screen: the other reads of this screen fail together with this one.
      meta: {
        reads: ['blocked_dates', 'bookings', 'villas'],
        errorToast: {
          title: m.admin_settings_error(),
          description: m.admin_settings_failed_to_load(),
        },
      },
    }),
  )
}
