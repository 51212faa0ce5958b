import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { ArrivalInfo } from '../lib/arrival-info'
import { adminVillaKeys } from './keys'

/** A villa's arrival information (staff only), or null before staff wrote any. */
export async function getVillaArrivalInfo(
  villaId: string,
  signal?: AbortSignal,
): Promise<ArrivalInfo | null> {
  const query = supabase
    .from('villa_arrival_info')
    .select(
      'villa_id, address, map_url, arrival_from, departure_by, access_codes, access_codes_fr, wifi_name, wifi_password, house_manual, house_manual_fr, welcome_name, welcome_phone',
    )
    .eq('villa_id', villaId)
  const data = await run(query, signal)
  return data[0] ?? null
}

export function villaArrivalInfoQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: adminVillaKeys.arrivalInfo(villaId),
    queryFn: ({ signal }) => getVillaArrivalInfo(villaId, signal),
    meta: { reads: ['villa_arrival_info'] },
  })
}

export function useVillaArrivalInfo(villaId: string) {
  return useQuery(villaArrivalInfoQueryOptions(villaId))
}
