import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'
import type { ArrivalInfo } from '../lib/arrival-info'

/** Saves a villa's arrival information (its one row, created the first time). */
export async function saveVillaArrivalInfo(info: ArrivalInfo) {
  const data = await run(supabase.from('villa_arrival_info').upsert(info).select('villa_id'))
  if (data.length === 0) throw new Error(m.admin_villas_arrival_not_saved())
}

export function useSaveVillaArrivalInfo() {
  return useMutation({
    mutationFn: saveVillaArrivalInfo,
    meta: {
      writes: ['villa_arrival_info'],
      errorToast: failureToast(m.admin_villas_arrival_save_failed()),
    },
  })
}
