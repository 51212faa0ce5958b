import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { BookingWidget } from '@/features/booking/components/booking-widget'
import { useVilla } from '@/features/villas/api/get-villa'
import { useVillaFaqs } from '@/features/villas/api/get-villa-faqs'
import { MobileBookingBar } from '@/features/villas/components/mobile-booking-bar'
import { VillaDetail } from '@/features/villas/components/villa-detail'
import { heroImage } from '@/features/villas/lib/images'
import { readStaySearch } from '@/features/villas/lib/stay-search'
import { villaJsonLd } from '@/features/villas/lib/villa-json-ld'
import { parseIsoDay } from '@/features/booking/lib/iso-day'

export default function VillaPage() {
  const { id = '' } = useParams()
  const { data: villa, isPending, isError } = useVilla(id)
  const { data: faqs = [] } = useVillaFaqs(id)
  // Opened from a search: the picker and the quote start with the searched stay.
  const [params] = useSearchParams()
  const searched = readStaySearch(params)
  const searchedStay = searched
    ? { from: parseIsoDay(searched.checkIn), to: parseIsoDay(searched.checkOut) }
    : undefined

  if (isPending) return <Spinner label="Loading villa..." className="min-h-[60vh]" />
  // The query's meta shows the "Villa not found" toast; the visitor goes home.
  if (isError) return <Navigate to={paths.home.href()} replace />

  return (
    <>
      <Seo
        title={villa.name}
        description={villa.description}
        image={heroImage(villa.images)}
        jsonLd={villaJsonLd(villa, faqs, window.location.origin)}
      />
      <VillaDetail
        villa={villa}
        booking={
          <BookingWidget
            villaId={villa.id}
            pricePerNight={villa.price_per_night}
            maxGuests={villa.max_guests}
            horizonMonths={villa.booking_horizon_months}
            initialRange={searchedStay}
            changeover={villa.changeover === 'same_day' ? 'same_day' : 'full_day'}
          />
        }
      />
      <MobileBookingBar villaId={villa.id} pricePerNight={villa.price_per_night} />
    </>
  )
}
