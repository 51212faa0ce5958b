import { AlertTriangle } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import {
  useAdminAttention,
  type AdminAttention as Attention,
  type FeedRef,
} from '@/features/admin/layout/api/get-admin-attention'
import { legalSettingLabel } from '@/features/admin/profile/lib/legal-identity-labels'
import * as m from '@/paraglide/messages'

const linkClass =
  'font-medium text-navy underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** "Villa Les Pins (Airbnb)", each a link that opens the villa's form at its calendars. */
function FeedList({ feeds }: { feeds: FeedRef[] }) {
  return (
    <>
      {feeds.map((feed, index) => (
        <span key={`${feed.villa_id}-${feed.feed}`}>
          {index > 0 && ', '}
          <Link to={`${paths.admin.villas.href()}?villa=${feed.villa_id}`} className={linkClass}>
            {feed.villa} ({feed.feed})
          </Link>
        </span>
      ))}
    </>
  )
}

/**
 * After the stay (issue 21): each security deposit not returned within 14 days of departure,
 * with a link to its booking, and the villas whose guests' reviews wait for approval.
 */
function GuestCareItems({ guestCare }: { guestCare: Attention['guestCare'] }) {
  const { overdueDeposits, reviewsToApprove } = guestCare
  const waiting = reviewsToApprove.reduce((sum, villa) => sum + villa.waiting, 0)
  return (
    <>
      {overdueDeposits.length > 0 && (
        <li data-testid="attention-overdue-deposits">
          {m.admin_attention_overdue_deposits({ count: overdueDeposits.length })}{' '}
          {overdueDeposits.map((deposit, index) => (
            <span key={deposit.booking_id}>
              {index > 0 && ', '}
              <Link
                to={`${paths.admin.bookings.href()}?${new URLSearchParams({ q: deposit.guest_email, booking: deposit.booking_id })}`}
                className={linkClass}
              >
                {deposit.guest_name}, {deposit.villa_name}
              </Link>
            </span>
          ))}
          .
        </li>
      )}
      {waiting > 0 && (
        <li data-testid="attention-reviews-to-approve">
          {m.admin_attention_reviews({ count: waiting })}{' '}
          {reviewsToApprove.map((villa, index) => (
            <span key={villa.villa_id}>
              {index > 0 && ', '}
              <Link
                to={`${paths.admin.villaReviews.href()}?villa=${villa.villa_id}`}
                className={linkClass}
              >
                {villa.villa_name} ({villa.waiting})
              </Link>
            </span>
          ))}
          .
        </li>
      )}
    </>
  )
}

/** Whether anything needs a person: failed emails, failing or clashing feeds, legal gaps, held submissions. */
export function needsAttention(data: Attention) {
  return (
    data.failedEmails > 0 ||
    data.failingFeeds.length > 0 ||
    data.conflictingFeeds.length > 0 ||
    data.missingLegalIdentity.length > 0 ||
    data.sampleContactPhone ||
    (data.held?.bookingRequests ?? 0) > 0 ||
    (data.held?.messages ?? 0) > 0 ||
    data.guestCare.overdueDeposits.length > 0 ||
    data.guestCare.reviewsToApprove.length > 0
  )
}

/** What needs a person, one line each with the link that fixes it (the notice and Today). */
export function AttentionList({ data }: { data: Attention }) {
  const { failedEmails, failingFeeds, conflictingFeeds, missingLegalIdentity, sampleContactPhone } =
    data
  const heldRequests = data.held?.bookingRequests ?? 0
  const heldMessages = data.held?.messages ?? 0
  return (
    <ul className="space-y-1">
      {heldRequests > 0 && (
        <li>
          {m.admin_attention_held_requests({ count: heldRequests })}{' '}
          <Link to={`${paths.admin.bookings.href()}?status=pending`} className={linkClass}>
            {m.admin_attention_held_requests_link()}
          </Link>
        </li>
      )}
      {heldMessages > 0 && (
        <li>
          {m.admin_attention_held_messages({ count: heldMessages })}{' '}
          <Link to={`${paths.admin.messages.href()}?status=unread`} className={linkClass}>
            {m.admin_attention_held_messages_link()}
          </Link>
        </li>
      )}
      {failedEmails > 0 && (
        <li>
          {m.admin_attention_failed_emails({ count: failedEmails })}{' '}
          <Link to={`${paths.admin.notifications.href()}?status=failed`} className={linkClass}>
            {m.admin_attention_failed_emails_link()}
          </Link>
        </li>
      )}
      {failingFeeds.length > 0 && (
        <li>
          {m.admin_attention_failing_feeds({ count: failingFeeds.length })}{' '}
          <FeedList feeds={failingFeeds} />
        </li>
      )}
      {conflictingFeeds.length > 0 && (
        <li>
          {m.admin_attention_clashing_feeds({ count: conflictingFeeds.length })}{' '}
          <FeedList feeds={conflictingFeeds} />
        </li>
      )}
      {missingLegalIdentity.length > 0 && (
        <li>
          {m.admin_attention_legal({
            items: [...new Set(missingLegalIdentity.map(legalSettingLabel))].join(', '),
          })}{' '}
          <Link to={`${paths.admin.profile.href()}#legal-identity`} className={linkClass}>
            {m.admin_attention_legal_link()}
          </Link>
        </li>
      )}
      <GuestCareItems guestCare={data.guestCare} />
      {sampleContactPhone && (
        <li>
          {m.admin_attention_sample_phone()}{' '}
          <Link to={paths.admin.profile.href()} className={linkClass}>
            {m.admin_attention_sample_phone_link()}
          </Link>
        </li>
      )}
    </ul>
  )
}

/**
 * Shown above every admin screen while something needs a person: emails that could not be
 * sent, imported calendars that fail (their dates may still be for sale here) or that clash
 * with a confirmed stay, a legal identity not filled, a sample phone number. Nothing when all
 * is well, or while it loads; nor on Today, whose own "Needs attention" panel says the same.
 */
export function AdminAttention() {
  const { data } = useAdminAttention()
  const { pathname } = useLocation()
  if (!data || !needsAttention(data) || pathname === paths.admin.today.href()) return null
  return (
    <section
      aria-label={m.admin_attention_label()}
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <AttentionList data={data} />
    </section>
  )
}
