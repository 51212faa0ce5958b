import { Grid2x2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { photoAlt, type ShownPhoto } from '@/features/villas/lib/photo-groups'
import { PHOTO_SIZES, photoSrcSet } from '@/lib/photo-variants'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

/** How many photos after the cover the page's own gallery shows; "Show all photos" has the rest. */
const SHOWN = 6

interface VillaGalleryProps {
  villaName: string
  /** All the villa's photos; the gallery shows those after the cover. */
  photos: readonly ShownPhoto[]
  onOpen: (index: number) => void
  onShowAll: () => void
}

export function VillaGallery({ villaName, photos, onOpen, onShowAll }: VillaGalleryProps) {
  if (photos.length <= 1) return null
  const shown = photos.slice(1, SHOWN + 1)
  return (
    <VillaSection
      id="gallery"
      eyebrow={m.villas_gallery_eyebrow()}
      title={m.villas_gallery_title()}
    >
      <ul className="grid grid-cols-2 gap-3 md:gap-4">
        {shown.map((photo, i) => (
          <li
            key={photo.url}
            className={shown.length % 2 === 1 && i === 0 ? 'col-span-2' : undefined}
          >
            <button
              type="button"
              onClick={() => onOpen(photo.index)}
              className="group block w-full cursor-zoom-in overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
              aria-label={m.villas_open_photo({ number: photo.index + 1, total: photos.length })}
            >
              <img
                src={photo.url}
                srcSet={photoSrcSet(photo.url)}
                sizes={PHOTO_SIZES.grid}
                alt={photo.caption ? photoAlt(villaName, photo, photos.length) : ''}
                width={1600}
                height={1200}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > SHOWN + 1 && (
        <Button type="button" variant="outline" className="mt-6" onClick={onShowAll}>
          <Grid2x2 aria-hidden="true" />
          {m.villas_show_all_count({ count: photos.length })}
        </Button>
      )}
    </VillaSection>
  )
}
