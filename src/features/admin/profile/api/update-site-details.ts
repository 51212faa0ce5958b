import { useMutation } from '@tanstack/react-query'
import { SITE_DETAIL_KEYS, type SiteDetails } from '@/lib/site-details'
import { changedSiteDetails } from '../lib/site-details-form'
import { writeSettings } from './write-settings'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

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
  return useMutation({
    mutationFn: updateSiteDetails,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast(m.admin_profile_site_details_update_failed()),
    },
  })
}
