import { useMutation } from '@tanstack/react-query'
import { updatePageSection } from './update-page-section'

/** Takes the image off a section (image_url becomes null); the stored file is left alone. */
export function removePageImage({ sectionId }: { sectionId: string }) {
  return updatePageSection({ id: sectionId, changes: { image_url: null } })
}

export function useRemovePageImage() {
  return useMutation({
    mutationFn: removePageImage,
    meta: {
      writes: ['page_content'],
      errorToast: { title: 'Error', description: 'Failed to delete image' },
    },
  })
}
