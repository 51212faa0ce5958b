import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { QUOTE_READS } from '@/lib/quote-reads'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

export interface StaffQuoteInput {
  villaId: string
  checkIn: string
  checkOut: string
  adults: number
  children: number
}

/** The quote a booking staff enter would store (quote_stay, the site's own), or why not. */
export async function getStaffQuote(input: StaffQuoteInput, signal?: AbortSignal) {
  const quote = await run(
    supabase.rpc('quote_stay', {
      p_villa_id: input.villaId,
      p_check_in: input.checkIn,
      p_check_out: input.checkOut,
      p_adults: input.adults,
      p_children: input.children,
      p_extras: [],
    }),
    signal,
  )
  return {
    bookable: quote.bookable === true,
    total: quote.total === null || quote.total === undefined ? null : Number(quote.total),
    /** Why not, in English and in French (quoteProblemText). */
    problem: quote.problem,
  }
}

export function staffQuoteQueryOptions(input: StaffQuoteInput) {
  return queryOptions({
    queryKey: [...adminBookingKeys.all, 'staff-quote', input] as const,
    meta: { reads: QUOTE_READS },
    queryFn: ({ signal }) => getStaffQuote(input, signal),
    placeholderData: keepPreviousData,
  })
}

/** Idle until the villa, both dates in order and at least one adult are given. */
export function useStaffQuote(input: StaffQuoteInput) {
  return useQuery({
    ...staffQuoteQueryOptions(input),
    enabled: Boolean(
      input.villaId &&
      input.checkIn &&
      input.checkOut &&
      input.checkIn < input.checkOut &&
      input.adults >= 1,
    ),
  })
}
