import { useMutation } from '@tanstack/react-query'
import { updatePageSection } from './update-page-section'
import * as m from '@/paraglide/messages'

/** Takes the image off a section (image_url becomes null); the stored file is left alone. */
export function removePageImage({ sectionId }: { sectionId: string }) {
  return updatePageSection({ id: sectionId, changes: { image_url: null } })
}

export function useRemovePageImage() {
  return useMutation({
    mutationFn: removePageImage,
    meta: {
      writes: ['page_content'],
      errorToast: {
        title: m.admin_ui_error_title(),
        description: m.admin_pages_delete_image_failed(),
      },
    },
  })
}
