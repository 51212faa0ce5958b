import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { maintenanceModeFromResult } from '../lib/maintenance-mode'
import { maintenanceKeys } from './keys'

/** Is the public site in maintenance? Never throws: a failed read counts as off. */
export async function getMaintenanceMode(signal?: AbortSignal): Promise<boolean> {
  let query = supabase
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'maintenance_mode')
  if (signal) query = query.abortSignal(signal)
  try {
    return maintenanceModeFromResult(await query.single())
  } catch (error) {
    return maintenanceModeFromResult({ data: null, error })
  }
}

export function maintenanceModeQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKeys.mode(),
    queryFn: ({ signal }) => getMaintenanceMode(signal),
  })
}

export function useMaintenanceMode() {
  return useQuery(maintenanceModeQueryOptions())
}
