import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { MessageStatus } from '../lib/message-status'
import * as m from '@/paraglide/messages'

/** Sets a message's status; an update that row security let touch nothing counts as failed. */
export async function updateMessageStatus({ id, status }: { id: string; status: MessageStatus }) {
  const data = await run(
    supabase.from('contact_submissions').update({ status }).eq('id', id).select('id'),
  )
  if (data.length === 0) throw new Error('The message was not updated')
}

export function useUpdateMessageStatus() {
  return useMutation({
    mutationFn: updateMessageStatus,
    meta: {
      writes: ['contact_submissions'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_inbox_status_failed() },
    },
  })
}
