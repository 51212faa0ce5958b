import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useRef, type KeyboardEvent } from 'react'
import { wrapIndex } from '@/features/villas/lib/images'
import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { PHOTO_SIZES, photoSrcSet } from '@/lib/photo-variants'
import { usePhotoGestures } from './use-photo-gestures'
import * as m from '@/paraglide/messages'

interface ImageLightboxProps {
  images: readonly string[]
  /** Each image's caption, when staff wrote one. */
  captions?: readonly string[]
  /** The language of each caption, when it differs from the page's. */
  captionLangs?: readonly (Locale | undefined)[]
  /** The image shown, or null when the lightbox is closed. */
  index: number | null
  onIndexChange: (index: number | null) => void
  title: string
}

const controlClass =
  'flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold'

/**
 * Full-screen photos. Radix closes it on Escape and on a click outside the photo, traps focus,
 * returns it to the opener and locks page scrolling; arrow keys, buttons and swipes wrap around;
 * on a touch screen the photo pinches to zoom (and double-tap zooms in and out).
 */
export function ImageLightbox({
  images,
  captions = [],
  captionLangs = [],
  index,
  onIndexChange,
  title,
}: ImageLightboxProps) {
  const isOpen = index !== null && images.length > 0
  const current = index ?? 0
  const hasMany = images.length > 1
  const caption = captions[current] ?? ''
  const captionLang = captionLangs[current]
  // Opened from buttons outside a Radix trigger: remember the opener to give focus back to it.
  const openerRef = useRef<HTMLElement | null>(null)

  const show = (step: number) => onIndexChange(wrapIndex(current, step, images.length))

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(1)
    else if (event.key === 'ArrowLeft') show(-1)
    else return
    event.preventDefault()
  }

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-dark/95 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            openerRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            openerRef.current?.focus()
          }}
          onKeyDown={handleKeyDown}
          // Clicks on the dark backdrop around the photo close it, like a click on the overlay.
          onClick={(event) => event.target === event.currentTarget && onIndexChange(null)}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center overflow-hidden p-4 outline-none sm:p-16"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {m.villas_lightbox_help()}
          </DialogPrimitive.Description>
          {isOpen && (
            <LightboxPhoto
              // A new photo starts unzoomed.
              key={current}
              src={images[current]!}
              alt={`${title}, ${caption || m.villas_photo_of({ number: current + 1, total: images.length })}`}
              onSwipe={(step) => hasMany && show(step)}
            />
          )}
          <div className="mt-4 flex max-w-2xl flex-col items-center gap-1 text-center">
            {caption && (
              <p lang={langAttribute(captionLang)} className="text-sm text-ivory">
                {caption}
              </p>
            )}
            <p className="text-sm tracking-widest text-white/80" aria-live="polite">
              {current + 1} / {images.length}
            </p>
          </div>
          {hasMany && (
            <>
              <button
                type="button"
                onClick={() => show(-1)}
                className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2 sm:left-6`}
                aria-label={m.villas_previous_photo()}
              >
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => show(1)}
                className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2 sm:right-6`}
                aria-label={m.villas_next_photo()}
              >
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            </>
          )}
          <DialogPrimitive.Close
            className={`${controlClass} absolute right-4 top-4`}
            aria-label={m.villas_close()}
          >
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function LightboxPhoto({
  src,
  alt,
  onSwipe,
}: {
  src: string
  alt: string
  onSwipe: (step: 1 | -1) => void
}) {
  const gestures = usePhotoGestures({ onSwipe, canZoom: true })
  return (
    <div
      data-testid="lightbox-photo"
      data-zoom={gestures.zoom.toFixed(2)}
      className="relative touch-none select-none"
      {...gestures.handlers}
    >
      <img
        src={src}
        srcSet={photoSrcSet(src)}
        sizes={PHOTO_SIZES.full}
        alt={alt}
        width={1600}
        height={1200}
        decoding="async"
        draggable={false}
        style={{ transform: gestures.transform }}
        className="max-h-[78vh] w-auto max-w-full rounded-sm object-contain shadow-2xl transition-transform duration-100 ease-out"
      />
    </div>
  )
}
