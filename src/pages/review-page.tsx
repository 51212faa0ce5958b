import { useParams } from 'react-router-dom'
import { LoadError } from '@/components/feedback/load-error'
import { Seo } from '@/components/layout/seo'
import { useReviewInvitation } from '@/features/guest-review/api/get-review-invitation'
import { ReviewInvitationView } from '@/features/guest-review/components/review-invitation-view'
import { useSiteDetails } from '@/features/site-details/api/get-site-details'
import { InvalidStayLink } from '@/features/stay/components/invalid-stay-link'
import * as m from '@/paraglide/messages'

/**
 * /review/:token — the guest's review of their stay, opened from the thank-you email after
 * departure. The address is the secret: never indexed, never sent on as a Referer.
 */
export default function ReviewPage() {
  const { token = '' } = useParams()
  const invitation = useReviewInvitation(token)
  const details = useSiteDetails()

  let body
  if (invitation.isPending) {
    body = (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {m.booking_review_loading()}
      </p>
    )
  } else if (invitation.isError) {
    body = (
      <LoadError
        title={m.booking_review_load_failed()}
        onRetry={() => invitation.refetch()}
        isRetrying={invitation.isFetching}
      />
    )
  } else if (invitation.data === null) {
    body = <InvalidStayLink details={details} />
  } else {
    body = <ReviewInvitationView invitation={invitation.data} token={token} />
  }

  return (
    <section className="min-h-[70vh] bg-ivory px-6 pb-24 pt-32 md:pt-40">
      <Seo
        title={
          invitation.data
            ? m.booking_review_seo_title_villa({ villa: invitation.data.villa_name })
            : m.booking_review_eyebrow()
        }
        description={m.booking_review_seo_description()}
        isPrivate
      />
      {body}
    </section>
  )
}
