import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { QUOTE_READS } from '@/lib/quote-reads'
import { publicApi } from '@/lib/public-api'
import type { StaySearch } from '../lib/stay-search'
import { villaKeys } from './keys'

/** A villa free for the whole stay, with the exact total its booking would store. */
export interface StayOffer {
  villaId: string
  total: number
  nightlyAverage: number
  nights: number
}

/** One call: search_villas applies every villa's rules and availability through quote_stay. */
export async function searchVillas(search: StaySearch, signal?: AbortSignal): Promise<StayOffer[]> {
  const query = publicApi.rpc('search_villas', {
    p_check_in: search.checkIn,
    p_check_out: search.checkOut,
    p_guests: search.guests,
    // Children count toward the villa's capacity, never toward the tourist tax in the total.
    p_adults: search.adults,
    p_children: search.children,
  })
  const data = await run(query, signal)
  return data.map((row) => ({
    villaId: row.villa_id,
    total: Number(row.total),
    nightlyAverage: Number(row.nightly_average),
    nights: row.night_count,
  }))
}

export function searchVillasQueryOptions(search: StaySearch) {
  return queryOptions({
    queryKey: villaKeys.search(search),
    meta: { reads: QUOTE_READS },
    queryFn: ({ signal }) => searchVillas(search, signal),
  })
}

export function useVillaSearch(search: StaySearch | null) {
  return useQuery({
    ...searchVillasQueryOptions(
      search ?? { checkIn: '', checkOut: '', adults: 0, children: 0, guests: 0 },
    ),
    enabled: search !== null,
  })
}
