import { useParams } from 'react-router-dom'
import { LoadError } from '@/components/feedback/load-error'
import { Seo } from '@/components/layout/seo'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { useSiteDetails } from '@/features/site-details/api/get-site-details'
import { useStay } from '@/features/stay/api/get-stay'
import { InvalidStayLink } from '@/features/stay/components/invalid-stay-link'
import { StayView } from '@/features/stay/components/stay-view'
import * as m from '@/paraglide/messages'

/**
 * /stay/:token — the guest's own page for their booking, opened from any of our emails. The
 * address is the secret: never indexed, never sent on as a Referer, never in a share tag.
 */
export default function StayPage() {
  const { token = '' } = useParams()
  const stay = useStay(token)
  const details = useSiteDetails()

  let body
  if (stay.isPending) {
    body = (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {m.booking_stay_loading()}
      </p>
    )
  } else if (stay.isError) {
    body = (
      <LoadError
        title={m.booking_stay_load_failed()}
        onRetry={() => stay.refetch()}
        isRetrying={stay.isFetching}
      />
    )
  } else if (stay.data === null) {
    body = <InvalidStayLink details={details} />
  } else {
    body = (
      <StayView
        stay={stay.data}
        token={token}
        renderOffer={(offer, totalLabel) => (
          <StayOfferBreakdown
            offer={offer}
            voice="guest"
            totalLabel={totalLabel}
            totalTestId="stay-total"
          />
        )}
      />
    )
  }

  return (
    <section className="min-h-[70vh] bg-ivory px-6 pb-24 pt-32 md:pt-40">
      <Seo
        title={
          stay.data
            ? m.booking_stay_seo_title_villa({ villa: stay.data.villa_name })
            : m.booking_stay_seo_title()
        }
        description={m.booking_stay_seo_description()}
        isPrivate
      />
      {body}
    </section>
  )
}
