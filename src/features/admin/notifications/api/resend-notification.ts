import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

/**
 * Sends an email again: the database writes a new row (the original stays in the log), then
 * the sender is asked to run now rather than at its next minute. Returns the new row's id.
 */
export async function resendNotification(id: string): Promise<string> {
  const data = await run(supabase.rpc('admin_resend_notification', { p_id: id }))
  // The row is stored: if this call fails, the scheduled sender still sends it within a minute.
  await supabase.functions.invoke('send-emails', { body: {} })
  return data
}

export function useResendNotification() {
  return useMutation({
    mutationFn: resendNotification,
    meta: { writes: ['notifications'], errorToast: failureToast(m.admin_outbox_resend_failed()) },
  })
}
