import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { bookingKeys } from './keys'

/** The database's quote of a stay (quote_stay): what the booking would store, or why not. */
export interface StayQuoteAnswer {
  nights: { date: string; price: number }[]
  nightCount: number
  /** Null when the dates cannot be priced at all (no villa, reversed or too long a stay). */
  total: number | null
  bookable: boolean
  problem: { rule: string; message: string } | null
}

export async function getStayQuote(
  villaId: string,
  checkIn: string,
  checkOut: string,
  signal?: AbortSignal,
): Promise<StayQuoteAnswer> {
  const query = publicApi.rpc('quote_stay', {
    p_villa_id: villaId,
    p_check_in: checkIn,
    p_check_out: checkOut,
  })
  const data = await run(query, signal)
  const answer = data as {
    nights?: { date: string; price: number }[]
    night_count?: number
    total?: number | null
    bookable?: boolean
    problem?: { rule: string; message: string } | null
  } | null
  return {
    nights: answer?.nights ?? [],
    nightCount: answer?.night_count ?? 0,
    total: answer?.total ?? null,
    bookable: answer?.bookable === true,
    problem: answer?.problem ?? null,
  }
}

export function stayQuoteQueryOptions(villaId: string, checkIn: string, checkOut: string) {
  return queryOptions({
    queryKey: bookingKeys.quote(villaId, checkIn, checkOut),
    meta: { reads: ['villas', 'seasonal_pricing', 'bookings', 'blocked_dates'] },
    queryFn: ({ signal }) => getStayQuote(villaId, checkIn, checkOut, signal),
  })
}

/** One call once both dates are chosen; nothing before. */
export function useStayQuote(villaId: string, checkIn?: string, checkOut?: string) {
  return useQuery({
    ...stayQuoteQueryOptions(villaId, checkIn ?? '', checkOut ?? ''),
    enabled: Boolean(checkIn && checkOut),
  })
}
