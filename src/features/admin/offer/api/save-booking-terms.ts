import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesUpdate } from '@/types/database.types'

/** A villa's terms row exists from its creation: staff only change it. */
export async function saveBookingTerms({
  villaId,
  payload,
}: {
  villaId: string
  payload: TablesUpdate<'villa_booking_terms'>
}) {
  return dataOf(
    await supabase
      .from('villa_booking_terms')
      .update({ ...payload, updated_at: new Date().toISOString() })
      .eq('villa_id', villaId)
      .select()
      .single(),
  )
}

export function useSaveBookingTerms() {
  return useMutation({ mutationFn: saveBookingTerms, meta: { writes: ['villa_booking_terms'] } })
}
