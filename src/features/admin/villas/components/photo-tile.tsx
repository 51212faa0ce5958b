import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PHOTO_ROOM_OPTIONS, isPhotoRoom } from '@/lib/photo-rooms'
import { photoThumbnail } from '@/lib/photo-variants'
import { cn } from '@/lib/utils'
import type { VillaPhoto } from '../api/get-villa-photos'
import type { VillaPhotoChanges } from '../api/update-villa-photo'

interface PhotoTileProps {
  photo: VillaPhoto
  index: number
  total: number
  onMove: (step: number) => void
  onChange: (changes: VillaPhotoChanges) => void
  onDelete: () => void
}

/** One photo in the editor: drag handle, move buttons, caption, room, cover and delete. */
export function PhotoTile({ photo, index, total, onMove, onChange, onDelete }: PhotoTileProps) {
  const sortable = useSortable({ id: photo.id })
  const [caption, setCaption] = useState(photo.caption)
  const number = index + 1
  const saveCaption = () => {
    const next = caption.trim()
    if (next !== photo.caption) onChange({ caption: next })
  }

  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-cover={photo.is_cover}
      className={cn(
        'flex flex-col overflow-hidden rounded-md border bg-card',
        photo.is_cover && 'border-gold ring-2 ring-gold',
        sortable.isDragging && 'z-10 shadow-xl',
      )}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <img
          src={photoThumbnail(photo.url)}
          alt={photo.caption || `Photo ${number}`}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {photo.is_cover && (
          <span className="absolute left-2 top-2 rounded bg-gold px-2 py-0.5 text-xs font-semibold text-navy-dark">
            Cover
          </span>
        )}
        <button
          type="button"
          className="absolute right-2 top-2 flex size-9 cursor-grab touch-none items-center justify-center rounded-md bg-white/90 text-navy shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold active:cursor-grabbing"
          aria-label={`Drag photo ${number} to reorder`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <label className="sr-only" htmlFor={`photo-caption-${photo.id}`}>
          Caption of photo {number}
        </label>
        <Input
          id={`photo-caption-${photo.id}`}
          value={caption}
          maxLength={200}
          placeholder="Caption"
          className="h-9"
          onChange={(event) => setCaption(event.target.value)}
          onBlur={saveCaption}
          onKeyDown={(event) => {
            // Enter saves the caption rather than the whole villa form.
            if (event.key === 'Enter') {
              event.preventDefault()
              saveCaption()
            }
          }}
        />
        <label className="sr-only" htmlFor={`photo-room-${photo.id}`}>
          Room of photo {number}
        </label>
        <select
          id={`photo-room-${photo.id}`}
          value={photo.room ?? ''}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          onChange={(event) => {
            const value = event.target.value
            onChange({ room: isPhotoRoom(value) ? value : null })
          }}
        >
          <option value="">Room…</option>
          {PHOTO_ROOM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className="mt-auto flex items-center justify-between gap-1">
          <div className="flex">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={index === 0}
              aria-label={`Move photo ${number} earlier`}
              onClick={() => onMove(-1)}
            >
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={index === total - 1}
              aria-label={`Move photo ${number} later`}
              onClick={() => onMove(1)}
            >
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={photo.is_cover}
            aria-label={
              photo.is_cover ? `Photo ${number} is the cover` : `Set photo ${number} as cover`
            }
            onClick={() => onChange({ is_cover: true })}
          >
            <Star aria-hidden="true" />
            {photo.is_cover ? 'Cover' : 'Set cover'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={`Delete photo ${number}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  )
}
