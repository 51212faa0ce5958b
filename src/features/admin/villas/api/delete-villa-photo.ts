import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { storageBucket, supabase } from '@/lib/supabase'
import type { VillaPhoto } from './get-villa-photos'
import { storedPaths } from './upload-villa-photo'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

/** Deletes a photo's row, then its files in the bucket (a file left behind is only logged). */
export async function deleteVillaPhoto(photo: VillaPhoto) {
  await run(supabase.from('villa_photos').delete().eq('id', photo.id))
  const paths = storedPaths(photo)
  if (paths.length === 0) return
  const { error: storageError } = await supabase.storage.from(storageBucket).remove(paths)
  if (storageError) console.error('Photo files left in storage', paths, storageError)
}

export function useDeleteVillaPhoto() {
  // A photo change also changes villas.images (trigger villa_photos_keep_images).
  return useMutation({
    mutationFn: deleteVillaPhoto,
    meta: {
      writes: ['villa_photos', 'villas'],
      errorToast: failureToast(m.admin_villas_image_delete_failed()),
    },
  })
}
