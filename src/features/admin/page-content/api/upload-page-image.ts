import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { storageBucket, supabase } from '@/lib/supabase'
import { pageImagePath } from '../lib/image-path'
import { updatePageSection } from './update-page-section'
import * as m from '@/paraglide/messages'

interface UploadPageImageInput {
  sectionId: string
  pageSlug: string
  file: File
}

/** Uploads to assets/{page slug}/{timestamp}.{ext}, then points the section's image_url at it. */
export async function uploadPageImage({ sectionId, pageSlug, file }: UploadPageImageInput) {
  const path = pageImagePath(pageSlug, file, Date.now())
  dataOf(
    await supabase.storage
      .from(storageBucket)
      .upload(path, file, { upsert: true, contentType: file.type || undefined }),
  )
  const imageUrl = supabase.storage.from(storageBucket).getPublicUrl(path).data.publicUrl
  await updatePageSection({ id: sectionId, changes: { image_url: imageUrl } })
  return imageUrl
}

export function useUploadPageImage(pageSlug: string) {
  // The file goes to Storage, which no query lists; the section's image_url is what is read.
  return useMutation({
    mutationFn: (input: Omit<UploadPageImageInput, 'pageSlug'>) =>
      uploadPageImage({ ...input, pageSlug }),
    meta: {
      writes: ['page_content'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_pages_upload_failed() },
    },
  })
}
