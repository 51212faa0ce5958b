import { ImageOff, Trash2, Upload } from 'lucide-react'
import { useRef, type ChangeEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import type { PageSection } from '../api/get-page-sections'
import { useRemovePageImage } from '../api/remove-page-image'
import { useUploadPageImage } from '../api/upload-page-image'
import { RASTER_IMAGE_TYPES } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** The section's current image, with upload (replace) and remove. */
export function SectionImage({ section }: { section: PageSection }) {
  const fileInput = useRef<HTMLInputElement>(null)
  const upload = useUploadPageImage(section.page_slug)
  const remove = useRemovePageImage()
  const isBusy = upload.isPending || remove.isPending
  const label = section.title ?? section.section_key

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    upload.mutate(
      { sectionId: section.id, file },
      {
        onSuccess: () => toast.success(m.admin_pages_image_uploaded()),
      },
    )
  }

  const handleRemove = () =>
    remove.mutate(
      { sectionId: section.id },
      {
        onSuccess: () => toast.success(m.admin_pages_image_deleted()),
      },
    )

  return (
    <div className="space-y-3">
      <div className="aspect-[16/9] overflow-hidden rounded-md border bg-muted">
        {section.image_url ? (
          <img
            src={section.image_url}
            alt={m.admin_pages_current_image({ label })}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
            {m.admin_pages_no_image()}
          </div>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={RASTER_IMAGE_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label={m.admin_pages_image_file({ label })}
        onChange={handleFile}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={isBusy}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" />
          {upload.isPending
            ? m.admin_pages_uploading()
            : section.image_url
              ? m.admin_pages_replace_image()
              : m.admin_pages_upload_image()}
        </Button>
        {section.image_url && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            disabled={isBusy}
            onClick={handleRemove}
          >
            <Trash2 aria-hidden="true" />{' '}
            {remove.isPending ? m.admin_pages_removing() : m.admin_pages_remove_image()}
          </Button>
        )}
      </div>
    </div>
  )
}
