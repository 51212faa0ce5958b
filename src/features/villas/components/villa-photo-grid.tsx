import { Grid2x2, MapPin } from 'lucide-react'
import { useState, useSyncExternalStore, type UIEvent } from 'react'
import { photoAlt, type ShownPhoto } from '@/features/villas/lib/photo-groups'
import { PHOTO_SIZES, photoSrcSet } from '@/lib/photo-variants'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

interface VillaPhotoGridProps {
  name: string
  location: string
  photos: readonly ShownPhoto[]
  onOpen: (index: number) => void
  onShowAll: () => void
}

const WIDE = '(min-width: 768px)'

/** The grid's layout (md and up) rather than the phone's strip. */
function useIsWide() {
  return useSyncExternalStore(
    (onChange) => {
      if (!window.matchMedia) return () => {}
      const media = window.matchMedia(WIDE)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    // Prerendered as on a phone, every photo in the strip: the grid hides the ones past the
    // fifth by CSS (tileClass), so a wide screen sees no change when the app takes over.
    () => false,
  )
}

/** Where each picture sits in the desktop grid: the cover large, up to four beside it. */
function tileClass(index: number, total: number) {
  if (index === 0)
    return total === 1 ? 'md:col-span-4 md:row-span-2' : 'md:col-span-2 md:row-span-2'
  if (index > 4) return 'md:hidden'
  if (total === 2) return 'md:col-span-2 md:row-span-2'
  if (total === 3 || (total === 4 && index === 1)) return 'md:col-span-2'
  return ''
}

/**
 * The top of the villa page, at 80% of the viewport's height: on a phone a strip of every photo
 * to swipe through (native scroll snapping), on a larger screen the cover and four more in a
 * grid. Only the cover loads at once (it is the page's largest paint); the others load lazily.
 */
export function VillaPhotoGrid({ name, location, photos, onOpen, onShowAll }: VillaPhotoGridProps) {
  const [shown, setShown] = useState(0)
  const total = photos.length
  // The grid shows five: the others are not even put in the page (a hidden lazy image may load).
  const isWide = useIsWide()
  const tiles = isWide ? photos.slice(0, 5) : photos
  const handleScroll = (event: UIEvent<HTMLElement>) => {
    const strip = event.currentTarget
    if (strip.clientWidth > 0) setShown(Math.round(strip.scrollLeft / strip.clientWidth))
  }

  return (
    <div className="relative bg-navy">
      <ul
        aria-label={m.villas_photos_of({ name })}
        onScroll={handleScroll}
        className="flex h-[80vh] min-h-[420px] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:grid md:grid-cols-4 md:grid-rows-2 md:gap-1.5 md:overflow-hidden md:p-1.5 [&::-webkit-scrollbar]:hidden"
      >
        {tiles.map((photo, index) => (
          <li
            key={photo.url}
            className={cn(
              'relative h-full w-full shrink-0 snap-start snap-always overflow-hidden md:w-auto',
              tileClass(index, total),
            )}
          >
            <button
              type="button"
              onClick={() => onOpen(index)}
              className="group block size-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-gold"
              aria-label={
                index === 0
                  ? m.villas_open_photos_of({ name })
                  : m.villas_open_photo({ number: index + 1, total })
              }
            >
              <img
                src={photo.url}
                srcSet={photoSrcSet(photo.url)}
                sizes={index === 0 ? PHOTO_SIZES.cover : PHOTO_SIZES.tile}
                alt={index === 0 ? '' : photoAlt(name, photo, total)}
                width={1600}
                height={1200}
                loading={index === 0 ? 'eager' : 'lazy'}
                // React 18 only passes the attribute through in lower case.
                {...(index === 0 ? { fetchpriority: 'high' } : {})}
                decoding="async"
                className="size-full object-cover transition-transform [transition-duration:1500ms] ease-out group-hover:scale-[1.02]"
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-dark/85 via-navy-dark/30 to-transparent pt-24 md:right-1/2">
        <div className="flex flex-col gap-4 px-6 pb-8 md:px-10 md:pb-12">
          <div className="text-ivory">
            <p className="flex items-center gap-2 text-xs uppercase tracking-luxe text-gold-light">
              <MapPin className="size-4" aria-hidden="true" />
              {location}
            </p>
            <h1 className="mt-3 text-5xl leading-none text-ivory drop-shadow lg:text-6xl xl:text-7xl">
              {name}
            </h1>
          </div>
          {total > 1 && (
            <p className="w-fit rounded-full bg-navy-dark/60 px-3 py-1 text-xs tracking-widest text-ivory md:hidden">
              {m.villas_photo_position({ number: Math.min(shown + 1, total), total })}
            </p>
          )}
        </div>
      </div>
      {total > 1 && (
        <button
          type="button"
          onClick={onShowAll}
          className="absolute bottom-8 right-6 flex items-center gap-2 rounded-full bg-ivory/95 px-4 py-2 text-xs font-medium uppercase tracking-[0.15em] text-navy shadow transition-colors hover:bg-ivory focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold md:bottom-6"
        >
          <Grid2x2 className="size-4" aria-hidden="true" />
          {m.villas_show_all_photos()}
          <span className="sr-only">({total})</span>
        </button>
      )}
    </div>
  )
}
