import { useMutation, useQueryClient } from '@tanstack/react-query'
import { siteDetailsKeys } from '@/features/site-details/api/keys'
import { SITE_DETAIL_KEYS, type SiteDetails } from '@/features/site-details/lib/site-details'
import { supabase } from '@/lib/supabase'
import { changedSiteDetails } from '../lib/site-details-form'
import { profileKeys } from './keys'

interface UpdateSiteDetailsInput {
  saved: SiteDetails
  values: SiteDetails
}

/**
 * Writes the changed details, one setting each. The database checks every value and answers a
 * bad one with a sentence naming the field (check_site_detail()); row security hides settings
 * from non-staff instead of failing, so a write that touched nothing is a failure too.
 */
export async function updateSiteDetails({ saved, values }: UpdateSiteDetailsInput) {
  for (const field of changedSiteDetails(saved, values)) {
    const key = SITE_DETAIL_KEYS[field]
    const { data, error } = await supabase
      .from('site_settings')
      .update({ setting_value: values[field] })
      .eq('setting_key', key)
      .select('setting_key')
    if (error) throw error
    if (data.length === 0) throw new Error(`The setting ${key} was not updated`)
  }
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
