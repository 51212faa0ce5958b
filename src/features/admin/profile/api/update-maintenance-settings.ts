import { useMutation } from '@tanstack/react-query'
import { clearMaintenanceBypass } from '@/lib/maintenance-bypass'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import {
  MAINTENANCE_MODE_KEY,
  MAINTENANCE_PASSWORD_KEY,
  type MaintenanceSettings,
} from '../lib/maintenance-settings'
import * as m from '@/paraglide/messages'

async function updateSetting(key: string, value: string) {
  const data = await run(
    supabase
      .from('site_settings')
      .update({ setting_value: value })
      .eq('setting_key', key)
      .select('setting_key'),
  )
  // Row security hides settings from non-staff instead of failing.
  if (data.length === 0) throw new Error(`The setting ${key} was not updated`)
}

/** Updates each setting by key: the password first, so the site never closes without one. */
export async function updateMaintenanceSettings({ isOn, password }: MaintenanceSettings) {
  await updateSetting(MAINTENANCE_PASSWORD_KEY, password)
  await updateSetting(MAINTENANCE_MODE_KEY, isOn ? 'true' : 'false')
}

export function useUpdateMaintenanceSettings() {
  return useMutation({
    mutationFn: updateMaintenanceSettings,
    meta: {
      writes: ['site_settings'],
      errorToast: {
        title: m.admin_settings_error(),
        description: m.admin_profile_maintenance_update_failed(),
      },
    },
    onSuccess: (_data, { isOn }) => {
      // Spec section 4: saving maintenance as off clears this browser's visitor bypass.
      if (!isOn) clearMaintenanceBypass()
    },
  })
}
