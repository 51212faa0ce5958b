import { dataOf } from '@/lib/api'
import { storageBucket, supabase } from '@/lib/supabase'
import { variantFileName } from '@/lib/photo-variants'
import type { Json, TablesInsert } from '@/types/database.types'
import { extensionFor } from '../lib/image-resize'
import { makeVariants } from '../lib/make-variants'

/** A photo stored in the bucket, ready to become a villa_photos row. */
export type UploadedPhoto = Required<
  Pick<TablesInsert<'villa_photos'>, 'url' | 'width' | 'height' | 'variants'>
> & { storage_path: string }

async function put(path: string, body: Blob, type: string) {
  dataOf(
    await supabase.storage
      .from(storageBucket)
      .upload(path, body, { upsert: true, contentType: type || undefined }),
  )
  return supabase.storage.from(storageBucket).getPublicUrl(path).data.publicUrl
}

/**
 * Stores one photo under villas/<unique>/ in the assets bucket: its responsive variants
 * (w480.webp, w960.webp…, made in this browser), or the file as it is when it cannot be
 * re-encoded. The photo's URL is its widest variant.
 */
export async function uploadVillaPhoto(file: File): Promise<UploadedPhoto> {
  const folder = `villas/${crypto.randomUUID()}`
  const variants = await makeVariants(file)
  if (!variants) {
    const path = `${folder}/original.${extensionFor(file)}`
    const url = await put(path, file, file.type)
    return { url, storage_path: folder, width: null, height: null, variants: [] }
  }
  const stored = []
  for (const variant of variants) {
    const path = `${folder}/${variantFileName(variant.width, variant.extension)}`
    const url = await put(path, variant.blob, variant.type)
    stored.push({ width: variant.width, height: variant.height, url, path, type: variant.type })
  }
  const widest = stored[stored.length - 1]!
  return {
    url: widest.url,
    storage_path: folder,
    width: widest.width,
    height: widest.height,
    variants: stored,
  }
}

/** The bucket paths of a stored photo's files (for removal). */
export function storedPaths(photo: { variants: Json; url: string; storage_path: string | null }) {
  if (!photo.storage_path) return []
  const paths = Array.isArray(photo.variants)
    ? photo.variants.flatMap((variant) =>
        variant &&
        typeof variant === 'object' &&
        !Array.isArray(variant) &&
        typeof variant.path === 'string'
          ? [variant.path]
          : [],
      )
    : []
  if (paths.length > 0) return paths
  const name = photo.url.split('/').pop()
  return name ? [`${photo.storage_path}/${name}`] : []
}
