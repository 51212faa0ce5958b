import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'

/** Runs the morning's sweep now: the reminders, overdue notices and arrival emails due today. */
export async function sendGuestEmailsNow(): Promise<number> {
  return run(supabase.rpc('admin_send_guest_emails'))
}

export function useSendGuestEmailsNow() {
  return useMutation({
    mutationFn: sendGuestEmailsNow,
    meta: {
      writes: ['notifications'],
      errorToast: failureToast('The guest emails could not be sent.'),
    },
  })
}
