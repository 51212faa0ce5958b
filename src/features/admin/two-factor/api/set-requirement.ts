import { useMutation } from '@tanstack/react-query'
import { writeSettings } from '@/features/admin/profile/api/write-settings'
import { REQUIREMENT_KEY } from './keys'
import { failureToast } from '@/lib/query-client'

/** Switches "Require two-factor for all staff" (on only for someone with an authenticator). */
export async function setRequirement(isOn: boolean) {
  await writeSettings([[REQUIREMENT_KEY, isOn ? 'true' : 'false']])
}

export function useSetRequirement() {
  return useMutation({
    mutationFn: setRequirement,
    meta: {
      writes: ['site_settings'],
      errorToast: failureToast('Error', 'Failed to update the two-factor rule.'),
    },
  })
}
