import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { nextDisplayOrder } from '@/features/admin/layout/lib/display-order'
import { faqRowFrom, type FaqDraft } from '../lib/faq-input'
import * as m from '@/paraglide/messages'

/** Adds an active FAQ at the end of the villa's list (display order = current max + 1). */
export async function addFaq({ villaId, draft }: { villaId: string; draft: FaqDraft }) {
  const last = await run(
    supabase
      .from('villa_faqs')
      .select('display_order')
      .eq('villa_id', villaId)
      .order('display_order', { ascending: false })
      .limit(1),
  )
  await run(
    supabase.from('villa_faqs').insert({
      ...faqRowFrom(draft),
      villa_id: villaId,
      display_order: nextDisplayOrder(last),
      is_active: true,
    }),
  )
}

export function useAddFaq() {
  return useMutation({
    mutationFn: addFaq,
    meta: {
      writes: ['villa_faqs'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_faqs_save_failed() },
    },
  })
}
