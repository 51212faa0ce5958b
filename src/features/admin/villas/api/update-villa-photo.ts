import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesUpdate } from '@/types/database.types'

export type VillaPhotoChanges = Pick<
  TablesUpdate<'villa_photos'>,
  'caption' | 'caption_fr' | 'room' | 'is_cover'
>

/** Changes a photo's caption (English or French), room or cover flag (a new cover unmarks the previous one). */
export async function updateVillaPhoto({
  id,
  changes,
}: {
  id: string
  villaId: string
  changes: VillaPhotoChanges
}) {
  await run(supabase.from('villa_photos').update(changes).eq('id', id))
}

export function useUpdateVillaPhoto() {
  // A photo change also changes villas.images (trigger villa_photos_keep_images).
  return useMutation({
    mutationFn: updateVillaPhoto,
    meta: { writes: ['villa_photos', 'villas'] },
  })
}
