import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { currentLocale } from '@/lib/i18n/locale'
import { localizeCaption } from '../lib/localize'
import { villaKeys } from './keys'

export type VillaPhotoDetails = Pick<
  Tables<'villa_photos'>,
  'url' | 'caption' | 'caption_fr' | 'room'
>

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
    .select('url,caption,caption_fr,room')
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

/** Each photo's caption in the page's language (or the other one), with its language. */
export function useVillaPhotoDetails(villaId: string) {
  const locale = currentLocale()
  const select = useCallback(
    (photos: VillaPhotoDetails[]) => photos.map((photo) => localizeCaption(photo, locale)),
    [locale],
  )
  return useQuery({ ...villaPhotoDetailsQueryOptions(villaId), select })
}
