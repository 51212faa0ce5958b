import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { villaKeys } from './keys'

export type VillaPhotoDetails = Pick<Tables<'villa_photos'>, 'url' | 'caption' | 'room'>

/**
 * The caption and room of each of a villa's photos. The pictures themselves, in order, come with
 * the villa (villas.images, cover first), so the page shows them before this answer arrives.
 */
export async function getVillaPhotoDetails(
  villaId: string,
  signal?: AbortSignal,
): Promise<VillaPhotoDetails[]> {
  const query = publicApi
    .from('villa_photos')
    .select('url,caption,room')
    .eq('villa_id', villaId)
    .order('position', { ascending: true })
  return run(query, signal)
}

export function villaPhotoDetailsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: villaKeys.photos(villaId),
    meta: { reads: ['villa_photos'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa photos', signal, () =>
        getVillaPhotoDetails(villaId, signal),
      ),
  })
}

export function useVillaPhotoDetails(villaId: string) {
  return useQuery(villaPhotoDetailsQueryOptions(villaId))
}
