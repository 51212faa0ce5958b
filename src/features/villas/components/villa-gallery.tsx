import { VillaSection } from './villa-section'

interface VillaGalleryProps {
  /** All the villa's images; the gallery shows those after the hero. */
  images: readonly string[]
  onOpen: (index: number) => void
}

export function VillaGallery({ images, onOpen }: VillaGalleryProps) {
  if (images.length <= 1) return null
  return (
    <VillaSection id="gallery" eyebrow="Gallery" title="Inside and out">
      <ul className="grid grid-cols-2 gap-3 md:gap-4">
        {images.slice(1).map((src, i) => {
          const index = i + 1
          return (
            <li key={src} className={images.length % 2 === 0 && i === 0 ? 'col-span-2' : undefined}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                className="group block w-full cursor-zoom-in overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2"
                aria-label={`Open photo ${index + 1} of ${images.length}`}
              >
                <img
                  src={src}
                  alt=""
                  width={1600}
                  height={1200}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
              </button>
            </li>
          )
        })}
      </ul>
    </VillaSection>
  )
}
