import { useMutation } from '@tanstack/react-query'
import { storageBucket, supabase } from '@/lib/supabase'
import { extensionFor } from '../lib/image-resize'
import { prepareImageForUpload } from '../lib/prepare-image'

/** Uploads one photo under villas/<unique>.<ext> in the assets bucket and returns its public URL. */
export async function uploadVillaImage(file: File): Promise<string> {
  const prepared = await prepareImageForUpload(file)
  const path = `villas/${crypto.randomUUID()}.${extensionFor(prepared)}`
  const { error } = await supabase.storage
    .from(storageBucket)
    .upload(path, prepared, { upsert: true, contentType: prepared.type || undefined })
  if (error) throw error
  return supabase.storage.from(storageBucket).getPublicUrl(path).data.publicUrl
}

/** Uploads several photos; a file that fails is skipped (and logged), the others still count. */
export async function uploadVillaImages(files: readonly File[]): Promise<string[]> {
  const urls: string[] = []
  for (const file of files) {
    try {
      urls.push(await uploadVillaImage(file))
    } catch (error) {
      console.error('Image upload failed, skipped', file.name, error)
    }
  }
  return urls
}

export function useUploadVillaImages() {
  return useMutation({ mutationFn: uploadVillaImages })
}
