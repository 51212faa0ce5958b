import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { throttleMessage } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

/**
 * Asks the database whether the password matches (exact equality). The password itself is
 * never readable by visitors (architecture 6.1).
 */
export async function verifyMaintenancePassword(password: string): Promise<boolean> {
  const data = await run(
    publicApi.rpc('verify_maintenance_password', {
      p_password: password,
    }),
  )
  return data === true
}

export function useVerifyMaintenancePassword() {
  return useMutation({
    mutationFn: verifyMaintenancePassword,
    meta: {
      errorToast: (error) => ({
        title: m.error_title(),
        description: throttleMessage(error) ?? m.pages_maintenance_verify_failed(),
      }),
    },
  })
}
