import { queryOptions, useQuery } from '@tanstack/react-query'
import { publicApi } from '@/lib/public-api'
import { maintenanceModeFromResult } from '../lib/maintenance-mode'
import { maintenanceKeys } from './keys'

/** Is the public site in maintenance? A failed read counts as off (logged, never thrown). */
export async function getMaintenanceMode(signal?: AbortSignal): Promise<boolean> {
  const query = publicApi
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'maintenance_mode')
  const result = await query.single().then(
    (response) => response,
    (error: unknown) => ({ data: null, error }),
  )
  // A cancelled check (the gate unmounted) is no answer: let the query discard it.
  if (signal?.aborted) throw new DOMException('Maintenance check cancelled', 'AbortError')
  return maintenanceModeFromResult(result)
}

export function maintenanceModeQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKeys.mode(),
    meta: { reads: ['site_settings'] },
    queryFn: ({ signal }) => getMaintenanceMode(signal),
  })
}

export function useMaintenanceMode() {
  return useQuery(maintenanceModeQueryOptions())
}
