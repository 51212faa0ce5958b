import * as DialogPrimitive from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useRef, type KeyboardEvent } from 'react'
import { wrapIndex } from '@/features/villas/lib/images'

interface ImageLightboxProps {
  images: readonly string[]
  /** The image shown, or null when the lightbox is closed. */
  index: number | null
  onIndexChange: (index: number | null) => void
  title: string
}

const controlClass =
  'flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold'

/**
 * Full-screen photos. Radix closes it on Escape and on a click outside the photo, traps focus,
 * returns it to the opener and locks page scrolling; arrow keys and buttons wrap around.
 */
export function ImageLightbox({ images, index, onIndexChange, title }: ImageLightboxProps) {
  const isOpen = index !== null && images.length > 0
  const current = index ?? 0
  const hasMany = images.length > 1
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
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none sm:p-16"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Use the left and right arrow keys to move between photos.
          </DialogPrimitive.Description>
          <img
            src={images[current]}
            alt={`${title}, photo ${current + 1} of ${images.length}`}
            width={1600}
            height={1200}
            decoding="async"
            className="max-h-[80vh] w-auto max-w-full rounded-sm object-contain shadow-2xl"
          />
          <p className="mt-4 text-sm tracking-widest text-white/80" aria-live="polite">
            {current + 1} / {images.length}
          </p>
          {hasMany && (
            <>
              <button
                type="button"
                onClick={() => show(-1)}
                className={`${controlClass} absolute left-2 top-1/2 -translate-y-1/2 sm:left-6`}
                aria-label="Previous photo"
              >
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => show(1)}
                className={`${controlClass} absolute right-2 top-1/2 -translate-y-1/2 sm:right-6`}
                aria-label="Next photo"
              >
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            </>
          )}
          <DialogPrimitive.Close
            className={`${controlClass} absolute right-4 top-4`}
            aria-label="Close"
          >
            <X className="size-6" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
