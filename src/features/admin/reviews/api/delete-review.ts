import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

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
      errorToast: { title: 'Error', description: 'Failed to delete review' },
    },
  })
}
