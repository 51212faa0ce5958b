import { useMutation } from '@tanstack/react-query'
import { writeSettings } from '@/features/admin/profile/api/write-settings'
import { REQUIREMENT_KEY } from './keys'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

/** Switches "Require two-factor for all staff" (on only for someone with an authenticator). */
export async function setRequirement(isOn: boolean) {
  await writeSettings([[REQUIREMENT_KEY, isOn ? 'true' : 'false']])
}

export function useSetRequirement() {
  return useMutation({
    mutationFn: setRequirement,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast(m.admin_ui_error_title(), m.admin_2fa_failed_update()),
    },
  })
}
