import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminOverviewKeys } from '@/features/admin/layout/api/keys'
import { supabase } from '@/lib/supabase'
import type { MessageStatus } from '../lib/message-status'
import { messageKeys } from './keys'

/** Sets a message's status; an update that row security let touch nothing counts as failed. */
export async function updateMessageStatus({ id, status }: { id: string; status: MessageStatus }) {
  const { data, error } = await supabase
    .from('contact_submissions')
    .update({ status })
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('The message was not updated')
}

export function useUpdateMessageStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMessageStatus,
    onSettled: () => {
      // The sidebar's unread count and the Today screen change too; not awaited, so the
      // screen's toast does not wait for them.
      void queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all })
      return queryClient.invalidateQueries({ queryKey: messageKeys.all })
    },
  })
}
