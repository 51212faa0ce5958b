import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** Deletes one FAQ; nothing deleted (row security) counts as a failure. */
export async function deleteFaq({ id }: { id: string; villaId: string }) {
  const data = await run(supabase.from('villa_faqs').delete().eq('id', id).select('id'))
  if (data.length === 0) throw new Error('The FAQ was not deleted')
}

export function useDeleteFaq() {
  return useMutation({
    mutationFn: deleteFaq,
    meta: {
      writes: ['villa_faqs'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_faqs_delete_failed() },
    },
  })
}
