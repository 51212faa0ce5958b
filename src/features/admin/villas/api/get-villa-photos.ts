import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminVillaKeys } from './keys'

export type VillaPhoto = Tables<'villa_photos'>

/** A villa's photos in their order (the cover is marked, wherever it stands). */
export async function getVillaPhotos(villaId: string, signal?: AbortSignal): Promise<VillaPhoto[]> {
  const query = supabase
    .from('villa_photos')
    .select('*')
    .eq('villa_id', villaId)
    .order('position')
    .order('created_at')
  return run(query, signal)
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
