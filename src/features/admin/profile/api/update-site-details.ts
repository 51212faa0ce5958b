import { useMutation } from '@tanstack/react-query'
import { changedSettings, type SiteDetailsValues } from '../lib/site-details-form'
import { writeSettingColumns } from './write-settings'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

interface UpdateSiteDetailsInput {
  saved: SiteDetailsValues
  values: SiteDetailsValues
}

/**
 * Writes the details that changed (checked by the database: check_site_detail()), and the
 * French office hours that changed (an emptied one is stored as null: the site shows the English).
 */
export async function updateSiteDetails({ saved, values }: UpdateSiteDetailsInput) {
  await writeSettingColumns(changedSettings(saved, values))
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
