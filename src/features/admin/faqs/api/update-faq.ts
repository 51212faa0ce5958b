import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesUpdate } from '@/types/database.types'
import * as m from '@/paraglide/messages'

export interface UpdateFaqInput {
  id: string
  villaId: string
  changes: Pick<
    TablesUpdate<'villa_faqs'>,
    'question' | 'answer' | 'question_fr' | 'answer_fr' | 'is_active'
  >
}

/**
 * Updates one FAQ. Row security hides rows a user may not change instead of failing, so an
 * update that touched nothing is reported as a failure.
 */
export async function updateFaq({ id, changes }: UpdateFaqInput) {
  const data = await run(supabase.from('villa_faqs').update(changes).eq('id', id).select('id'))
  if (data.length === 0) throw new Error('The FAQ was not updated')
}

export function useUpdateFaq() {
  return useMutation({
    mutationFn: updateFaq,
    meta: {
      writes: ['villa_faqs'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_faqs_update_failed() },
    },
  })
}
