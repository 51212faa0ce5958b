import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import { ImagePlus } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { RASTER_IMAGE_TYPES } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import type { VillaPhoto } from '../api/get-villa-photos'
import { movePhoto, movePhotoBy, photoMoveAnnouncement } from '../lib/photo-order'
import { DeletePhotoDialog } from './delete-photo-dialog'
import { PhotoTile } from './photo-tile'
import type { usePhotoEditor } from './use-photo-editor'

type PhotoEditor = ReturnType<typeof usePhotoEditor>

/** The villa form's Photos section: upload many, order (drag or keyboard), caption, room, cover. */
export function VillaPhotosSection({ editor }: { editor: PhotoEditor }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [deleting, setDeleting] = useState<VillaPhoto | null>(null)
  const [isDeleting, setIsDeleting] = useState(false)
  const { photos, progress } = editor
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const positionOf = (id: string | number) => photos.findIndex((photo) => photo.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      m.admin_villas_drag_start({ position: positionOf(active.id), total: photos.length }),
    onDragOver: ({ over }) =>
      over
        ? photoMoveAnnouncement(positionOf(over.id), photos.length)
        : m.admin_villas_drag_not_over(),
    onDragEnd: ({ over }) =>
      over
        ? m.admin_villas_drag_dropped_at({ position: positionOf(over.id), total: photos.length })
        : m.admin_villas_drag_dropped(),
    onDragCancel: () => m.admin_villas_drag_cancelled(),
  }

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = positionOf(active.id) - 1
    const to = positionOf(over.id) - 1
    editor.reorder(movePhoto(photos, from, to))
  }

  const handleDelete = async () => {
    if (!deleting) return
    setIsDeleting(true)
    try {
      await editor.remove(deleting)
      toast.success(m.admin_villas_image_deleted())
      setDeleting(null)
    } catch {
      // "Failed to delete image", from the mutation (api/delete-villa-photo.ts).
    } finally {
      setIsDeleting(false)
    }
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{m.admin_villas_photos_intro()}</p>
      <input
        ref={inputRef}
        id="villa-images"
        type="file"
        accept={RASTER_IMAGE_TYPES}
        multiple
        className="sr-only"
        aria-label={m.admin_villas_upload_images_label()}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          if (files.length > 0) void editor.upload(files)
        }}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="button"
          variant="outline"
          disabled={progress !== null}
          onClick={() => inputRef.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {progress ? m.admin_villas_uploading() : m.admin_villas_upload_images()}
        </Button>
        {progress && (
          <div className="flex min-w-48 flex-1 items-center gap-3" role="status">
            <progress
              className="h-2 flex-1 accent-gold"
              value={progress.done}
              max={progress.total}
              aria-label={m.admin_villas_upload_progress()}
            />
            <span className="text-sm text-muted-foreground">
              {m.admin_villas_uploaded_of({ done: progress.done, total: progress.total })}
            </span>
          </div>
        )}
        <span className="text-sm text-muted-foreground">
          {m.admin_villas_photos_count({ count: photos.length })}
        </span>
      </div>
      {editor.isError && (
        <p className="text-sm text-destructive">
          {m.admin_villas_photos_failed()}{' '}
          <button type="button" className="underline" onClick={() => editor.refetch()}>
            {m.admin_ui_try_again()}
          </button>
        </p>
      )}
      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: m.admin_villas_drag_instructions(),
            },
          }}
        >
          <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
            <ol
              className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3"
              aria-label={m.admin_villas_photo_list()}
            >
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  total={photos.length}
                  onMove={(step) => editor.reorder(movePhotoBy(photos, photo.id, step))}
                  onChange={(changes) => editor.update(photo, changes)}
                  onDelete={() => setDeleting(photo)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <DeletePhotoDialog
        number={deleting ? positionOf(deleting.id) : null}
        isCover={deleting?.is_cover ?? false}
        isDeleting={isDeleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
