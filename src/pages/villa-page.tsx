import { lazy, Suspense } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { LoadError } from '@/components/feedback/load-error'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { isVillaMissing, useVilla } from '@/features/villas/api/get-villa'
import { useVillaFaqs } from '@/features/villas/api/get-villa-faqs'
import { MobileBookingBar } from '@/features/villas/components/mobile-booking-bar'
import { VillaDetail } from '@/features/villas/components/villa-detail'
import { VillaPageSkeleton } from '@/features/villas/components/villa-page-skeleton'
import { heroImage } from '@/features/villas/lib/images'
import { readSearchedParty, readStaySearch } from '@/features/villas/lib/stay-search'
import { villaJsonLd } from '@/features/villas/lib/villa-json-ld'
import { openBookingCalendar } from '@/features/booking/lib/calendar-request'
import { parseIsoDay } from '@/lib/dates'
import { afterFirstPaint } from '@/lib/after-first-paint'
import { siteOrigin } from '@/lib/site-origin'
import { WhenNear } from '@/lib/when-near'
import { isUuid } from '@/lib/is-uuid'
import * as m from '@/paraglide/messages'

// The booking form (and its calendar's data) loads once the villa is on screen rather than
// before: on a phone it sits below the whole page, and the hero shows a beat sooner.
const BookingWidget = lazy(() =>
  afterFirstPaint()
    .then(() => import('@/features/booking/components/booking-widget'))
    .then((module) => ({ default: module.BookingWidget })),
)

export default function VillaPage() {
  const { id = '' } = useParams()
  // Text that is not an id names no villa: say so without sending the API a request it refuses.
  return isUuid(id) ? <VillaPageContent id={id} /> : <VillaNotFound />
}

function VillaPageContent({ id }: { id: string }) {
  const villa = useVilla(id)
  const { data: faqs = [] } = useVillaFaqs(id)
  // Opened from a search: the picker and the quote start with the searched stay.
  const [params] = useSearchParams()
  const searched = readStaySearch(params)
  const searchedStay = searched
    ? { from: parseIsoDay(searched.checkIn), to: parseIsoDay(searched.checkOut) }
    : undefined

  if (villa.isPending) return <VillaPageSkeleton />
  // The visitor stays on the link they followed, whatever went wrong: a villa that does not
  // exist says so; a load that failed offers to try again.
  if (villa.isError) {
    return isVillaMissing(villa.error) ? (
      <VillaNotFound />
    ) : (
      <LoadError
        title={m.villas_villa_load_error()}
        onRetry={() => villa.refetch()}
        isRetrying={villa.isFetching}
        className="min-h-[70vh]"
      />
    )
  }

  return (
    <>
      <Seo
        title={villa.data.name}
        description={villa.data.description}
        image={heroImage(villa.data.images)}
        jsonLd={villaJsonLd(villa.data, faqs, siteOrigin())}
      />
      <VillaDetail
        villa={villa.data}
        booking={
          // Prerendered, the page holds the form's frame (its figures are live data, and what was
          // typed before the code ran would be lost); the app brings the form in when the
          // visitor nears it: at once on a wide screen, below the whole page on a phone.
          <WhenNear fallback={<BookingWidgetSkeleton />}>
            <Suspense fallback={<BookingWidgetSkeleton />}>
              <BookingWidget
                villaId={villa.data.id}
                pricePerNight={villa.data.price_per_night}
                fromPrice={villa.data.from_price}
                maxGuests={villa.data.max_guests}
                horizonMonths={villa.data.booking_horizon_months}
                initialRange={searchedStay}
                initialParty={readSearchedParty(params) ?? undefined}
                changeover={villa.data.changeover === 'same_day' ? 'same_day' : 'full_day'}
              />
            </Suspense>
          </WhenNear>
        }
      />
      <MobileBookingBar fromPrice={villa.data.from_price} onOpenCalendar={openBookingCalendar} />
    </>
  )
}

function VillaNotFound() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-ivory px-6 py-24 text-center">
      <Seo title={m.villas_not_found_title()} description={m.villas_not_found_description()} />
      <div className="max-w-md">
        <h1 className="text-4xl text-navy">{m.villas_not_found_title()}</h1>
        <p className="mt-4 text-muted-foreground">{m.villas_not_found_text()}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          <Button asChild size="lg">
            <Link to={paths.villas.href()}>{m.home_view_villas()}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.home.href()}>{m.site_return_home()}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

/** The booking form's frame while its code loads, at its size (nothing moves when it arrives). */
function BookingWidgetSkeleton() {
  return (
    <div
      role="status"
      aria-label={m.villas_loading_booking_form()}
      className="space-y-5 rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 md:p-8"
    >
      <div className="skeleton h-9 w-44" />
      <div className="skeleton h-3 w-28" />
      <div className="skeleton h-[66px] w-full" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="skeleton h-10 w-full" />
      ))}
      <div className="skeleton h-12 w-full" />
    </div>
  )
}
