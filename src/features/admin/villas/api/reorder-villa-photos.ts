import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** Saves a new order: every photo of the villa, once (reorder_villa_photos checks it). */
export async function reorderVillaPhotos({
  villaId,
  photoIds,
}: {
  villaId: string
  photoIds: string[]
}) {
  await run(
    supabase.rpc('reorder_villa_photos', {
      p_villa_id: villaId,
      p_photo_ids: photoIds,
    }),
  )
}

export function useReorderVillaPhotos() {
  // A photo change also changes villas.images (trigger villa_photos_keep_images).
  return useMutation({
    mutationFn: reorderVillaPhotos,
    meta: { writes: ['villa_photos', 'villas'] },
  })
}
