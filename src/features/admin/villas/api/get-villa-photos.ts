import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminVillaKeys } from './keys'

export type VillaPhoto = Tables<'villa_photos'>

/** A villa's photos in their order (the cover is marked, wherever it stands). */
export async function getVillaPhotos(villaId: string, signal?: AbortSignal): Promise<VillaPhoto[]> {
  let query = supabase
    .from('villa_photos')
    .select('*')
    .eq('villa_id', villaId)
    .order('position')
    .order('created_at')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function villaPhotosQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: adminVillaKeys.photos(villaId),
    meta: { reads: ['villa_photos'] },
    queryFn: ({ signal }) => getVillaPhotos(villaId, signal),
  })
}

export function useVillaPhotos(villaId: string | null) {
  return useQuery({ ...villaPhotosQueryOptions(villaId ?? ''), enabled: villaId !== null })
}
