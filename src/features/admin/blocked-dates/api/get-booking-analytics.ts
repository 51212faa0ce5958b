import { queryOptions, useQuery } from '@tanstack/react-query'
import { isoDay } from '@/lib/dates'
import { dataOf, withSignal } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { BookingCardFigures } from '../lib/analytics'
import { blockedDatesKeys } from './keys'

/** The analytics cards' figures, counted by the database (booking_card_figures). */
export async function getBookingCardFigures(
  today: Date,
  signal?: AbortSignal,
): Promise<BookingCardFigures> {
  const query = supabase.rpc('booking_card_figures', { p_day: isoDay(today) })
  return dataOf(await withSignal(query, signal).single())
}

export function useBookingCardFigures(today: Date) {
  return useQuery(
    queryOptions({
      queryKey: [...blockedDatesKeys.analytics(), isoDay(today)],
      meta: { reads: ['bookings', 'blocked_dates', 'villas'] },
      queryFn: ({ signal }) => getBookingCardFigures(today, signal),
    }),
  )
}
