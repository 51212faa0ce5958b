import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { villaImages, wrapIndex } from '@/features/villas/lib/images'
import { PHOTO_SIZES, photoSrcSet } from '@/lib/photo-variants'
import { cn } from '@/lib/utils'
import { usePhotoGestures } from './use-photo-gestures'
import * as m from '@/paraglide/messages'

interface VillaImageCarouselProps {
  images: readonly string[]
  villaName: string
  /** The first card(s) of a page are above the fold: load their image eagerly. */
  isPriority?: boolean
  /** Where a tap on the photo goes (the card's own link). */
  href?: string
}

const arrowClass =
  'absolute top-1/2 z-20 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-ivory/90 text-navy shadow-md transition-opacity duration-200 hover:bg-ivory focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100'

/** A 4:3 image carousel; arrows appear on hover or focus when there is more than one image. */
export function VillaImageCarousel({
  images,
  villaName,
  isPriority = false,
  href,
}: VillaImageCarouselProps) {
  const slides = villaImages(images)
  const [index, setIndex] = useState(0)
  const hasMany = slides.length > 1

  const show = (step: number) => setIndex((current) => wrapIndex(current, step, slides.length))
  const gestures = usePhotoGestures({ onSwipe: (step) => hasMany && show(step) })

  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-sand">
      <img
        key={slides[index]}
        src={slides[index]}
        srcSet={photoSrcSet(slides[index]!)}
        sizes={PHOTO_SIZES.card}
        alt={
          hasMany
            ? m.villas_named_photo_of({ name: villaName, number: index + 1, total: slides.length })
            : villaName
        }
        width={1600}
        height={1200}
        loading={isPriority && index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
      />
      {hasMany && href && (
        // Above the card's stretched link: swipes on the photo change it, a tap opens the villa
        // (the card's heading link is the one keyboard and screen reader users meet).
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="card-photo-swipe"
          className="absolute inset-0 z-[15] touch-pan-y"
          draggable={false}
          onClickCapture={(event) => {
            if (gestures.wasSwiped()) event.preventDefault()
          }}
          {...gestures.handlers}
        />
      )}
      {hasMany && (
        <>
          <button
            type="button"
            onClick={() => show(-1)}
            className={cn(arrowClass, 'left-3')}
            aria-label={m.villas_previous_photo_of({ name: villaName })}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => show(1)}
            className={cn(arrowClass, 'right-3')}
            aria-label={m.villas_next_photo_of({ name: villaName })}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center gap-1.5">
            {slides.map((src, i) => (
              <span
                key={src}
                className={cn(
                  'size-1.5 rounded-full bg-ivory/60 transition-all',
                  i === index && 'w-4 bg-ivory',
                )}
              />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
