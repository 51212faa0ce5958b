import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { langAttribute, pickText } from '@/lib/i18n/content'
import { currentLocale, type Locale } from '@/lib/i18n/locale'
import { PHOTO_ROOMS, isPhotoRoom, type PhotoRoom } from '@/lib/photo-rooms'
import { photoThumbnail } from '@/lib/photo-variants'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
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

/**
 * One photo in the editor: drag handle, move buttons, caption (in English and French), room,
 * cover and delete.
 */
export function PhotoTile({ photo, index, total, onMove, onChange, onDelete }: PhotoTileProps) {
  const sortable = useSortable({ id: photo.id })
  const [caption, setCaption] = useState(photo.caption)
  const [captionFr, setCaptionFr] = useState(photo.caption_fr ?? '')
  const number = index + 1
  // What was last saved of each, so Enter then leaving the field saves once.
  const saved = useRef({ en: photo.caption, fr: photo.caption_fr?.trim() || null })
  // An unwritten French caption is none: the French site then shows the English one, marked.
  const saveCaption = (lang: Locale) => {
    if (lang === 'en') {
      const next = caption.trim()
      if (next === saved.current.en) return
      saved.current.en = next
      onChange({ caption: next })
      return
    }
    const next = captionFr.trim() || null
    if (next === saved.current.fr) return
    saved.current.fr = next
    onChange({ caption_fr: next })
  }
  const shownCaption = pickText(photo.caption, photo.caption_fr, currentLocale())

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
          alt={shownCaption.text || m.admin_villas_photo_number({ number })}
          lang={langAttribute(shownCaption.lang)}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {photo.is_cover && (
          <span className="absolute left-2 top-2 rounded bg-gold px-2 py-0.5 text-xs font-semibold text-navy-dark">
            {m.admin_villas_cover()}
          </span>
        )}
        <button
          type="button"
          className="absolute right-2 top-2 flex size-9 cursor-grab touch-none items-center justify-center rounded-md bg-white/90 text-navy shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold active:cursor-grabbing"
          aria-label={m.admin_villas_drag_photo({ number })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        <BilingualField
          id={`photo-caption-${photo.id}`}
          label={m.admin_villas_caption_of({ number })}
          english={caption}
          french={captionFr}
          isStacked
        >
          {(side) => (
            <Input
              id={side.id}
              lang={side.lang}
              value={side.lang === 'en' ? caption : captionFr}
              maxLength={200}
              className="h-9"
              aria-labelledby={side.labelledBy}
              aria-describedby={side.describedBy}
              onChange={(event) =>
                (side.lang === 'en' ? setCaption : setCaptionFr)(event.target.value)
              }
              onBlur={() => saveCaption(side.lang)}
              onKeyDown={(event) => {
                // Enter saves the caption rather than the whole villa form.
                if (event.key === 'Enter') {
                  event.preventDefault()
                  saveCaption(side.lang)
                }
              }}
            />
          )}
        </BilingualField>
        <label className="sr-only" htmlFor={`photo-room-${photo.id}`}>
          {m.admin_villas_room_of({ number })}
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
          <option value="">{m.admin_villas_room_placeholder()}</option>
          {PHOTO_ROOMS.map((room) => (
            <option key={room} value={room}>
              {roomName(room)}
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
              aria-label={m.admin_villas_move_earlier({ number })}
              onClick={() => onMove(-1)}
            >
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={index === total - 1}
              aria-label={m.admin_villas_move_later({ number })}
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
              photo.is_cover
                ? m.admin_villas_is_cover({ number })
                : m.admin_villas_set_cover_label({ number })
            }
            onClick={() => onChange({ is_cover: true })}
          >
            <Star aria-hidden="true" />
            {photo.is_cover ? m.admin_villas_cover() : m.admin_villas_set_cover()}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-destructive hover:text-destructive"
            aria-label={m.admin_villas_delete_photo_label({ number })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  )
}

/** A room as staff tag a photo with it, in the admin's language ("Bedroom", "Chambre"). */
function roomName(room: PhotoRoom): string {
  switch (room) {
    case 'exterior':
      return m.admin_villas_room_exterior()
    case 'living_room':
      return m.admin_villas_room_living_room()
    case 'dining':
      return m.admin_villas_room_dining()
    case 'kitchen':
      return m.admin_villas_room_kitchen()
    case 'bedroom':
      return m.admin_villas_room_bedroom()
    case 'bathroom':
      return m.admin_villas_room_bathroom()
    case 'pool':
      return m.admin_villas_room_pool()
    case 'garden':
      return m.admin_villas_room_garden()
    case 'terrace':
      return m.admin_villas_room_terrace()
    case 'view':
      return m.admin_villas_room_view()
    case 'other':
      return m.admin_villas_room_other()
  }
}
