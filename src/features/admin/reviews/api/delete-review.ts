import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** Deletes one review; nothing deleted (row security) counts as a failure. */
export async function deleteReview({ id }: { id: string; villaId: string }) {
  const data = await run(supabase.from('villa_reviews').delete().eq('id', id).select('id'))
  if (data.length === 0) throw new Error('The review was not deleted')
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: deleteReview,
    meta: {
      writes: ['villa_reviews'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_reviews_delete_failed() },
    },
  })
}
