import { queryOptions, useQuery } from '@tanstack/react-query'
import { required } from '@/lib/answers'
import { QUOTE_READS } from '@/lib/quote-reads'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { CompositeTypes } from '@/types/database.types'
import { bookingKeys } from './keys'
import { toStayOffer } from '@/lib/stay-offer'
import type { StayParty } from './stay-offer'

type StayQuote = CompositeTypes<'stay_quote'>

/** The database's quote of a stay (quote_stay): what the booking would store, or why not. */
function toStayQuoteAnswer(answer: StayQuote) {
  const quote = required(answer, ['night_count', 'bookable'], 'quote')
  return {
    nights: (quote.nights ?? []).map((night) => required(night, ['date', 'price'], 'quoted night')),
    nightCount: quote.night_count,
    /** Null when the dates cannot be priced at all (no villa, reversed or too long a stay). */
    total: quote.total,
    bookable: quote.bookable,
    problem: quote.problem ? required(quote.problem, ['rule', 'message'], 'quote problem') : null,
    /** Every line, the schedule and the cancellation costs; null when the dates cannot be priced. */
    offer: toStayOffer(quote),
  }
}

export type StayQuoteAnswer = ReturnType<typeof toStayQuoteAnswer>

export async function getStayQuote(
  villaId: string,
  checkIn: string,
  checkOut: string,
  party?: StayParty,
  signal?: AbortSignal,
): Promise<StayQuoteAnswer> {
  const query = publicApi.rpc('quote_stay', {
    p_villa_id: villaId,
    p_check_in: checkIn,
    p_check_out: checkOut,
    ...(party && {
      p_adults: party.adults,
      p_children: party.children,
      p_extras: party.extras,
    }),
  })
  const data = await run(query, signal)
  return toStayQuoteAnswer(data)
}

export function stayQuoteQueryOptions(
  villaId: string,
  checkIn: string,
  checkOut: string,
  party?: StayParty,
) {
  return queryOptions({
    queryKey: bookingKeys.quote(villaId, checkIn, checkOut, party),
    meta: { reads: QUOTE_READS },
    queryFn: ({ signal }) => getStayQuote(villaId, checkIn, checkOut, party, signal),
  })
}

/** One call once both dates are chosen; nothing before. The party's figures change the price. */
export function useStayQuote(
  villaId: string,
  checkIn?: string,
  checkOut?: string,
  party?: StayParty,
) {
  return useQuery({
    ...stayQuoteQueryOptions(villaId, checkIn ?? '', checkOut ?? '', party),
    enabled: Boolean(checkIn && checkOut),
  })
}
