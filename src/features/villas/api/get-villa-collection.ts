import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { runCounted } from '@/lib/api'
import { QUOTE_READS } from '@/lib/quote-reads'
import { publicApi } from '@/lib/public-api'
import type { CollectionFilters } from '../lib/collection-filters'
import type { StaySearch } from '../lib/stay-search'
import type { Villa } from './get-villas'
import { villaKeys } from './keys'

export interface CollectionRequest {
  filters: CollectionFilters
  /** Dates (and guests) of a stay search: only the villas free for it. */
  stay: StaySearch | null
  /** How many cards, from the first: the pages shown so far. */
  limit: number
}

export interface CollectionPage {
  villas: Villa[]
  /** Every villa matching, beyond this page. */
  total: number
}

/**
 * One page of the collection and the count, filtered and sorted by the database
 * (villa_collection); only the filters that are set are sent.
 */
export async function getVillaCollection(
  { filters, stay, limit }: CollectionRequest,
  signal?: AbortSignal,
): Promise<CollectionPage> {
  const args = {
    p_destination: filters.destination ?? undefined,
    p_guests: (stay?.guests ?? filters.guests) || undefined,
    p_bedrooms: filters.bedrooms ?? undefined,
    p_min_price: filters.minPrice ?? undefined,
    p_max_price: filters.maxPrice ?? undefined,
    p_amenities: filters.amenities.length > 0 ? filters.amenities : undefined,
    p_sort: filters.sort ?? (stay ? 'price-asc' : undefined),
    p_check_in: stay?.checkIn,
    p_check_out: stay?.checkOut,
  }
  const set = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined))
  const query = publicApi.rpc('villa_collection', set, { count: 'exact' }).range(0, limit - 1)
  const { data, count } = await runCounted(query, signal)
  return { villas: data, total: count ?? data.length }
}

export function villaCollectionQueryOptions(request: CollectionRequest) {
  return queryOptions({
    queryKey: villaKeys.collection(request),
    meta: { reads: QUOTE_READS },
    queryFn: ({ signal }) => getVillaCollection(request, signal),
  })
}

/** The cards shown stay on screen while the next filters or page load. */
export function useVillaCollection(request: CollectionRequest, { enabled = true } = {}) {
  return useQuery({
    ...villaCollectionQueryOptions(request),
    placeholderData: keepPreviousData,
    enabled,
  })
}
