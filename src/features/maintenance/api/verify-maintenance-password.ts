import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { throttleMessage } from '@/lib/refusals'

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
        title: 'Error',
        description: throttleMessage(error) ?? 'Failed to verify password. Please try again.',
      }),
    },
  })
}
