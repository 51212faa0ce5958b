import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { offerKeys } from './keys'

/**
 * A villa's whole offer as staff edit it: its booking terms, cancellation tiers, fees and extras,
 * discounts, and its seasons (a fee or an extra may be tied to one).
 */
export async function getVillaOffer(villaId: string, signal?: AbortSignal) {
  const [terms, tiers, charges, discounts, seasons] = await Promise.all([
    run(supabase.from('villa_booking_terms').select('*').eq('villa_id', villaId), signal),
    run(
      supabase
        .from('villa_cancellation_tiers')
        .select('*')
        .eq('villa_id', villaId)
        .order('min_days_before', { ascending: false }),
      signal,
    ),
    run(
      supabase
        .from('villa_charges')
        .select('*')
        .eq('villa_id', villaId)
        .order('display_order')
        .order('name'),
      signal,
    ),
    run(
      supabase
        .from('villa_discounts')
        .select('*')
        .eq('villa_id', villaId)
        .order('kind')
        .order('threshold'),
      signal,
    ),
    run(
      supabase
        .from('seasonal_pricing')
        .select('id, season_name, start_date, end_date')
        .eq('villa_id', villaId)
        .order('start_date')
        .limit(200),
      signal,
    ),
  ])
  return { terms: terms[0] ?? null, tiers, charges, discounts, seasons }
}

export type VillaOffer = Awaited<ReturnType<typeof getVillaOffer>>
export type VillaSeason = VillaOffer['seasons'][number]

export function villaOfferQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: offerKeys.villa(villaId),
    queryFn: ({ signal }) => getVillaOffer(villaId, signal),
    meta: {
      reads: [
        'villa_booking_terms',
        'villa_cancellation_tiers',
        'villa_charges',
        'villa_discounts',
        'seasonal_pricing',
      ],
    },
  })
}

export function useVillaOffer(villaId: string) {
  return useQuery(villaOfferQueryOptions(villaId))
}
