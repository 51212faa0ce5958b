import { lazy, Suspense, useState, type ReactNode } from 'react'
import { LoadError } from '@/components/feedback/load-error'
import { useVillaArea } from '@/features/villas/api/get-villa-area'
import { useVillaFaqs } from '@/features/villas/api/get-villa-faqs'
import { useVillaReviews } from '@/features/villas/api/get-villa-reviews'
import { useVillaPhotoDetails } from '@/features/villas/api/get-villa-photo-details'
import { villaImages } from '@/features/villas/lib/images'
import type { LocalizedVilla } from '@/features/villas/lib/localize'
import { shownPhotos } from '@/features/villas/lib/photo-groups'
import { VillaAmenities } from './villa-amenities'
import { VillaArea } from './villa-area'
import { VillaDetails } from './villa-details'
import { VillaFaqs } from './villa-faqs'
import { VillaGallery } from './villa-gallery'
import { VillaPhotoGrid } from './villa-photo-grid'
import { VillaOverview } from './villa-overview'
import { VillaReviews } from './villa-reviews'
import * as m from '@/paraglide/messages'

// The photo viewer (a Radix dialog) loads with the first click on a photo, not with the page.
const ImageLightbox = lazy(() =>
  import('./image-lightbox').then((module) => ({ default: module.ImageLightbox })),
)
const AllPhotosDialog = lazy(() =>
  import('./all-photos-dialog').then((module) => ({ default: module.AllPhotosDialog })),
)

interface VillaDetailProps {
  /** The villa with its texts in the page's language (`useVilla`). */
  villa: LocalizedVilla
  /** The booking widget, composed by the page (it belongs to the booking feature). */
  booking: ReactNode
}

/** The villa page's sections in the spec's order, with the booking widget beside them. */
export function VillaDetail({ villa, booking }: VillaDetailProps) {
  const images = villaImages(villa.images)
  // Captions and rooms arrive with their own answer; the pictures are already on screen.
  const { data: details } = useVillaPhotoDetails(villa.id)
  const photos = shownPhotos(images, details)
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null)
  const [isAllPhotosOpen, setIsAllPhotosOpen] = useState(false)
  // Mounted from their first opening on, so they close (and give focus back) as dialogs do.
  const [isLightboxLoaded, setIsLightboxLoaded] = useState(false)
  const [isAllPhotosLoaded, setIsAllPhotosLoaded] = useState(false)
  if (lightboxIndex !== null && !isLightboxLoaded) setIsLightboxLoaded(true)
  if (isAllPhotosOpen && !isAllPhotosLoaded) setIsAllPhotosLoaded(true)
  const showAll = () => setIsAllPhotosOpen(true)
  // A villa with no FAQs or reviews leaves the section out; one that failed to load says so.
  const faqs = useVillaFaqs(villa.id)
  const reviews = useVillaReviews(villa.id)
  const { data: area } = useVillaArea()

  return (
    <>
      <VillaPhotoGrid
        name={villa.name}
        location={villa.location}
        photos={photos}
        onOpen={setLightboxIndex}
        onShowAll={showAll}
      />
      <div className="container grid gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0">
          <VillaOverview description={villa.description} lang={villa.contentLang.description} />
          <VillaDetails villa={villa} />
          <VillaAmenities amenities={villa.amenities} lang={villa.contentLang.amenities} />
          <VillaArea
            distances={villa.distances}
            distancesLang={villa.contentLang.distances}
            area={area}
          />
          {faqs.isError ? (
            <SectionLoadError title={m.villas_faqs_error()} query={faqs} />
          ) : (
            <VillaFaqs faqs={faqs.data ?? []} />
          )}
          {reviews.isError ? (
            <SectionLoadError title={m.villas_reviews_error()} query={reviews} />
          ) : (
            <VillaReviews reviews={reviews.data ?? []} />
          )}
          <VillaGallery
            villaName={villa.name}
            photos={photos}
            onOpen={setLightboxIndex}
            onShowAll={showAll}
          />
        </div>
        <aside id="booking" aria-label={m.villas_book_this()} className="scroll-mt-28">
          <div className="lg:sticky lg:top-28">{booking}</div>
        </aside>
      </div>
      {isAllPhotosLoaded && (
        <Suspense fallback={null}>
          <AllPhotosDialog
            isOpen={isAllPhotosOpen}
            name={villa.name}
            photos={photos}
            onClose={() => setIsAllPhotosOpen(false)}
            onOpen={setLightboxIndex}
          />
        </Suspense>
      )}
      {isLightboxLoaded && (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            captions={photos.map((photo) => photo.caption)}
            captionLangs={photos.map((photo) => photo.captionLang)}
            index={lightboxIndex}
            onIndexChange={setLightboxIndex}
            title={villa.name}
          />
        </Suspense>
      )}
    </>
  )
}

function SectionLoadError({
  title,
  query,
}: {
  title: string
  query: { refetch: () => unknown; isFetching: boolean }
}) {
  return (
    <LoadError
      title={title}
      onRetry={query.refetch}
      isRetrying={query.isFetching}
      className="mt-12 rounded-lg border border-border/70"
    />
  )
}
