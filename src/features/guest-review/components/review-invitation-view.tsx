import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { formatDay } from '@/lib/dates'
import * as m from '@/paraglide/messages'
import type { ReviewInvitation } from '../api/get-review-invitation'

// The form's code (react-hook-form) loads after the page: the route stays within its budget.
const StayReviewForm = lazy(() =>
  import('./stay-review-form').then((module) => ({ default: module.StayReviewForm })),
)

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-gold/30 bg-card p-6 md:p-8" role="status">
      <h2 className="text-2xl text-navy">{title}</h2>
      <div className="mt-3 leading-relaxed text-foreground/80">{children}</div>
    </div>
  )
}

/** The stay the link is for, and what the guest can do with it now. */
export function ReviewInvitationView({
  invitation,
  token,
}: {
  invitation: ReviewInvitation
  token: string
}) {
  const villaLink = (
    <Link
      to={paths.villa.href(invitation.villa_id)}
      className="text-navy underline underline-offset-4"
    >
      {invitation.villa_name}
    </Link>
  )
  return (
    <div className="mx-auto max-w-2xl">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
          {m.booking_review_eyebrow()}
        </p>
        <h1 className="mt-3 text-4xl text-navy md:text-5xl">
          {m.booking_review_title({ villa: invitation.villa_name })}
        </h1>
        <p className="mt-3 text-lg text-foreground/80">
          {m.booking_review_stay({
            from: formatDay(invitation.check_in),
            to: formatDay(invitation.check_out),
          })}
          {invitation.villa_location && <> · {invitation.villa_location}</>}
        </p>
      </header>
      <div className="mt-10">
        {invitation.state === 'open' && (
          <Suspense
            fallback={
              <p role="status" className="text-muted-foreground">
                {m.booking_enquiry_loading()}
              </p>
            }
          >
            <StayReviewForm token={token} signature={invitation.signature} />
          </Suspense>
        )}
        {invitation.state === 'used' && (
          <Notice title={m.booking_review_used_title()}>
            {m.booking_review_used_before()} {villaLink}
            {m.booking_review_used_after()}
          </Notice>
        )}
        {invitation.state === 'not_yet' && (
          <Notice title={m.booking_review_not_yet_title()}>
            {m.booking_review_not_yet({ day: formatDay(invitation.check_out) })}
          </Notice>
        )}
        {invitation.state === 'closed' && (
          <Notice title={m.booking_review_closed_title()}>
            {m.booking_review_closed_before()} {villaLink} {m.booking_review_closed_after()}
          </Notice>
        )}
      </div>
    </div>
  )
}
