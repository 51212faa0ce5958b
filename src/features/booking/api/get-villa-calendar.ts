import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DayRule, RulesByDay } from '@/features/booking/lib/stay-rules'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { bookingKeys } from './keys'

export interface VillaCalendar {
  /** Nightly price by day (yyyy-MM-dd). */
  prices: Map<string, number>
  /** The rules for arriving on each day. */
  rules: RulesByDay
}

/** Prices and stay rules from p_from through p_to, in one call (get_villa_calendar). */
export async function getVillaCalendar(
  villaId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<VillaCalendar> {
  const query = publicApi.rpc('get_villa_calendar', { p_villa_id: villaId, p_from: from, p_to: to })
  const data = await run(query, signal)
  const prices = new Map<string, number>()
  const rules = new Map<string, DayRule>()
  for (const row of data) {
    const price = Number(row.price)
    // Non-numeric prices are skipped: that day simply shows no price.
    if (Number.isFinite(price)) prices.set(row.date, price)
    rules.set(row.date, {
      canArrive: row.can_arrive === true,
      minNights: row.min_nights ?? 1,
      departureWeekdays: row.departure_weekdays ?? [1, 2, 3, 4, 5, 6, 7],
      seasonName: row.season_name,
      seasonNameFr: row.season_name_fr,
    })
  }
  return { prices, rules }
}

export function villaCalendarQueryOptions(villaId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.calendar(villaId, from, to),
    meta: { reads: ['villas', 'seasonal_pricing', 'bookings', 'blocked_dates'] },
    // A failure is logged; the booking widget then says the calendar could not load.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa prices', signal, () =>
        getVillaCalendar(villaId, from, to, signal),
      ),
  })
}

export function useVillaCalendar(villaId: string, from: string, to: string) {
  return useQuery(villaCalendarQueryOptions(villaId, from, to))
}
