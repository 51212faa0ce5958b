import { useMutation, useQueryClient } from '@tanstack/react-query'
import { siteDetailsKeys } from '@/features/site-details/api/keys'
import { SITE_DETAIL_KEYS, type SiteDetails } from '@/lib/site-details'
import { changedSiteDetails } from '../lib/site-details-form'
import { profileKeys } from './keys'
import { writeSettings } from './write-settings'

interface UpdateSiteDetailsInput {
  saved: SiteDetails
  values: SiteDetails
}

/** Writes the details that changed (checked by the database: check_site_detail()). */
export async function updateSiteDetails({ saved, values }: UpdateSiteDetailsInput) {
  await writeSettings(
    changedSiteDetails(saved, values).map((field) => [SITE_DETAIL_KEYS[field], values[field]]),
  )
}

export function useUpdateSiteDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSiteDetails,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.siteDetails() }),
        queryClient.invalidateQueries({ queryKey: siteDetailsKeys.all }),
      ]),
  })
}
