import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type SeasonalPricePayload = Pick<
  TablesInsert<'seasonal_pricing'>,
  | 'villa_id'
  | 'season_name'
  | 'season_name_fr'
  | 'start_date'
  | 'end_date'
  | 'price_per_night'
  | 'priority'
  | 'is_active'
  | 'min_nights'
  | 'arrival_weekdays'
  | 'departure_weekdays'
>

/** Creates a seasonal price, or updates one when an id is given. */
export async function saveSeasonalPrice({
  id,
  payload,
}: {
  id?: string
  payload: SeasonalPricePayload
}) {
  if (id) await run(supabase.from('seasonal_pricing').update(payload).eq('id', id))
  else await run(supabase.from('seasonal_pricing').insert(payload))
}

export async function deleteSeasonalPrice(id: string) {
  await run(supabase.from('seasonal_pricing').delete().eq('id', id))
}

export function useSaveSeasonalPrice() {
  // A villa's stored from price follows its seasons (trigger refresh_from_price).
  return useMutation({
    mutationFn: saveSeasonalPrice,
    meta: { writes: ['seasonal_pricing', 'villas'] },
  })
}

export function useDeleteSeasonalPrice() {
  // A villa's stored from price follows its seasons (trigger refresh_from_price).
  return useMutation({
    mutationFn: deleteSeasonalPrice,
    meta: { writes: ['seasonal_pricing', 'villas'] },
  })
}
