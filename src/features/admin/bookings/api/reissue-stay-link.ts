import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/**
 * Revokes every guest link of the booking (the old links stop working at once) and answers the
 * new one's token, this once (admin_reissue_stay_link).
 */
export async function reissueStayLink(bookingId: string): Promise<string> {
  return run(supabase.rpc('admin_reissue_stay_link', { p_booking_id: bookingId }))
}

export function useReissueStayLink() {
  return useMutation({
    mutationFn: reissueStayLink,
    meta: {
      writes: ['private.stay_links'],
      errorToast: failureToast(m.admin_bookings_reissue_failed()),
    },
  })
}
