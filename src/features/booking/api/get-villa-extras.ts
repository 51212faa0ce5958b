import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { VillaExtra } from '@/features/booking/lib/villa-extras'
import { bookingKeys } from './keys'

/**
 * A villa's active optional charges, the extras a guest may tick, each with its season (null for
 * the whole year; a season visitors cannot read, an inactive one, comes back null too). A villa
 * has a handful: one request.
 */
export async function getVillaExtras(villaId: string, signal?: AbortSignal): Promise<VillaExtra[]> {
  const query = publicApi
    .from('villa_charges')
    .select(
      'id, name, name_fr, description, description_fr, amount, unit, display_order, season_id, season:seasonal_pricing(start_date, end_date, priority, is_active, created_at)',
    )
    .eq('villa_id', villaId)
    .eq('is_optional', true)
    .eq('is_active', true)
    .order('display_order')
    .order('name')
    .limit(200)
  const rows = await run(query, signal)
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

export function villaExtrasQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: bookingKeys.extras(villaId),
    meta: { reads: ['villa_charges', 'seasonal_pricing'] },
    queryFn: ({ signal }) => getVillaExtras(villaId, signal),
  })
}

export function useVillaExtras(villaId: string) {
  return useQuery(villaExtrasQueryOptions(villaId))
}
