import { useMutation } from '@tanstack/react-query'
import { storageBucket, supabase } from '@/lib/supabase'
import type { VillaPhoto } from './get-villa-photos'
import { useInvalidatePhotos } from './invalidate-photos'
import { storedPaths } from './upload-villa-photo'

/** Deletes a photo's row, then its files in the bucket (a file left behind is only logged). */
export async function deleteVillaPhoto(photo: VillaPhoto) {
  const { error } = await supabase.from('villa_photos').delete().eq('id', photo.id)
  if (error) throw error
  const paths = storedPaths(photo)
  if (paths.length === 0) return
  const { error: storageError } = await supabase.storage.from(storageBucket).remove(paths)
  if (storageError) console.error('Photo files left in storage', paths, storageError)
}

export function useDeleteVillaPhoto() {
  const invalidate = useInvalidatePhotos()
  return useMutation({
    mutationFn: deleteVillaPhoto,
    onSuccess: (_data, photo) => invalidate(photo.villa_id),
  })
}
