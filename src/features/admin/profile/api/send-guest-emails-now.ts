import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** Runs the morning's sweep now: the reminders, overdue notices and arrival emails due today. */
export async function sendGuestEmailsNow(): Promise<number> {
  return run(supabase.rpc('admin_send_guest_emails'))
}

export function useSendGuestEmailsNow() {
  return useMutation({
    mutationFn: sendGuestEmailsNow,
    meta: {
      writes: ['notifications'],
      errorToast: failureToast(m.admin_profile_send_failed()),
    },
  })
}
