import { useState, type ReactNode } from 'react'
import type { Villa } from '@/features/villas/api/get-villas'
import { useVillaArea } from '@/features/villas/api/get-villa-area'
import { useVillaFaqs } from '@/features/villas/api/get-villa-faqs'
import { useVillaReviews } from '@/features/villas/api/get-villa-reviews'
import { villaImages } from '@/features/villas/lib/images'
import { ImageLightbox } from './image-lightbox'
import { VillaAmenities } from './villa-amenities'
import { VillaArea } from './villa-area'
import { VillaDetails } from './villa-details'
import { VillaFaqs } from './villa-faqs'
import { VillaGallery } from './villa-gallery'
import { VillaHero } from './villa-hero'
import { VillaOverview } from './villa-overview'
import { VillaReviews } from './villa-reviews'

interface VillaDetailProps {
  villa: Villa
  /** The booking widget, composed by the page (it belongs to the booking feature). */
  booking: ReactNode
}

/** The villa page's sections in the spec's order, with the booking widget beside them. */
export function VillaDetail({ villa, booking }: VillaDetailProps) {
  const images = villaImages(villa.images)
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null)
  // FAQ and review failures are logged by their queries; the sections are then left out.
  const { data: faqs = [] } = useVillaFaqs(villa.id)
  const { data: reviews = [] } = useVillaReviews(villa.id)
  const { data: area } = useVillaArea()

  return (
    <>
      <VillaHero
        name={villa.name}
        location={villa.location}
        image={images[0]}
        photoCount={images.length}
        onOpen={() => setLightboxIndex(0)}
      />
      <div className="container grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0">
          <VillaOverview description={villa.description} />
          <VillaDetails villa={villa} />
          <VillaAmenities amenities={villa.amenities} />
          <VillaArea distances={villa.distances} area={area} />
          <VillaFaqs faqs={faqs} />
          <VillaReviews reviews={reviews} />
          <VillaGallery images={images} onOpen={setLightboxIndex} />
        </div>
        <aside id="booking" aria-label="Book this villa" className="scroll-mt-28">
          <div className="lg:sticky lg:top-28">{booking}</div>
        </aside>
      </div>
      <ImageLightbox
        images={images}
        index={lightboxIndex}
        onIndexChange={setLightboxIndex}
        title={villa.name}
      />
    </>
  )
}
