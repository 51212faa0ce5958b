import { useMutation, useQueryClient } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { toStay, type Stay } from './get-stay'
import { stayKeys } from './keys'

/** The guest withdraws their pending request with the link's token (withdraw_stay_request). */
export async function withdrawStayRequest(token: string): Promise<Stay | null> {
  const data = await run(publicApi.rpc('withdraw_stay_request', { p_token: token }))
  return data[0] ? toStay(data[0]) : null
}

export function useWithdrawStayRequest(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => withdrawStayRequest(token),
    // The page answers in place (beside the button), not with a toast.
    meta: { writes: ['bookings'], errorToast: false },
    onSuccess: (stay) => queryClient.setQueryData(stayKeys.detail(token), stay),
  })
}
