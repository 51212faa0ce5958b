import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesUpdate } from '@/types/database.types'
import * as m from '@/paraglide/messages'

export type SectionChanges = Pick<
  TablesUpdate<'page_content'>,
  'title' | 'content' | 'title_fr' | 'content_fr' | 'image_url'
>

/**
 * Updates one section by id. Row security hides rows a user may not change instead of failing,
 * so an update that touched nothing is reported as a failure.
 */
export async function updatePageSection({ id, changes }: { id: string; changes: SectionChanges }) {
  const data = await run(supabase.from('page_content').update(changes).eq('id', id).select('id'))
  if (data.length === 0) throw new Error('The section was not updated')
}

export function useUpdatePageSection() {
  return useMutation({
    mutationFn: updatePageSection,
    meta: {
      writes: ['page_content'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_pages_update_failed() },
    },
  })
}
