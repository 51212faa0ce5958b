import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { LoadError } from '@/components/feedback/load-error'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useBookingReceipt } from '@/features/booking/api/get-booking-receipt'
import { RequestSent } from '@/features/booking/components/request-sent'
import { bookingReference } from '@/lib/booking-reference'
import { readRequestSentState } from '@/features/booking/lib/request-sent-state'
import { isUuid } from '@/lib/is-uuid'
import * as m from '@/paraglide/messages'

/**
 * /villa/:id/request-sent/:bookingId — where the booking form goes after a request. Its own
 * address survives a reload (the email that reads the request back rides in the history entry);
 * opened anywhere else it shows only the reference, never the request.
 */
export default function BookingRequestSentPage() {
  const { id: villaId = '', bookingId = '' } = useParams()
  const sent = readRequestSentState(useLocation().state)
  const isKnown = isUuid(villaId) && isUuid(bookingId)
  const receipt = useBookingReceipt(bookingId, isKnown ? sent?.guestEmail : undefined)

  const actions = (
    <>
      <Button asChild size="lg">
        <Link to={isUuid(villaId) ? paths.villa.href(villaId) : paths.villas.href()}>
          {receipt.data
            ? m.booking_sent_back_to({ villa: receipt.data.villa_name })
            : m.booking_sent_back_to_villa()}
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.villas.href()}>{m.booking_view_villas()}</Link>
      </Button>
    </>
  )

  let body
  if (!isKnown || !sent || receipt.data === null) {
    body = <ReferenceOnly bookingId={isKnown ? bookingId : null} actions={actions} />
  } else if (receipt.isPending) {
    body = (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {m.booking_sent_loading()}
      </p>
    )
  } else if (receipt.isError) {
    body = (
      <LoadError
        title={m.booking_sent_load_failed()}
        onRetry={() => receipt.refetch()}
        isRetrying={receipt.isFetching}
      />
    )
  } else {
    body = <RequestSent receipt={receipt.data} guestEmail={sent.guestEmail} actions={actions} />
  }

  return (
    <section className="bg-ivory px-6 pb-24 pt-32 md:pt-40">
      <Seo title={m.booking_sent_seo_title()} description={m.booking_sent_seo_description()} />
      {body}
    </section>
  )
}

/** Opened without the request's email (another browser, a shared link): only the reference. */
function ReferenceOnly(props: { bookingId: string | null; actions: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl text-center">
      <h1 className="text-4xl text-navy">{m.booking_sent_reference_title()}</h1>
      <p className="mt-4 text-muted-foreground">
        {props.bookingId
          ? m.booking_sent_reference_only({ reference: bookingReference(props.bookingId) })
          : m.booking_sent_not_found()}{' '}
        {m.booking_sent_privacy()}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">{props.actions}</div>
    </div>
  )
}
