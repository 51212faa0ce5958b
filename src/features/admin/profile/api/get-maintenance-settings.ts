import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import {
  MAINTENANCE_MODE_KEY,
  MAINTENANCE_PASSWORD_KEY,
  maintenanceSettingsFromRows,
} from '../lib/maintenance-settings'
import { profileKeys } from './keys'
import * as m from '@/paraglide/messages'

/** Maintenance mode and its bypass password (staff may read both). */
export async function getMaintenanceSettings(signal?: AbortSignal) {
  const query = supabase
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', [MAINTENANCE_MODE_KEY, MAINTENANCE_PASSWORD_KEY])
  const data = await run(query, signal)
  return maintenanceSettingsFromRows(data)
}

export function maintenanceSettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.maintenance(),
    queryFn: ({ signal }) => getMaintenanceSettings(signal),
    meta: {
      reads: ['site_settings'],
      errorToast: {
        title: m.admin_settings_error(),
        description: m.admin_profile_maintenance_failed(),
      },
    },
  })
}

export function useMaintenanceSettings() {
  return useQuery(maintenanceSettingsQueryOptions())
}
