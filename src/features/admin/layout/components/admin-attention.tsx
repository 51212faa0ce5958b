import { AlertTriangle } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import {
  useAdminAttention,
  type AdminAttention as Attention,
  type FeedRef,
} from '@/features/admin/layout/api/get-admin-attention'

const linkClass =
  'font-medium text-navy underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`
}

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
          {plural(overdueDeposits.length, 'security deposit was', 'security deposits were')} not
          returned within 14 days of departure:{' '}
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
          {plural(waiting, 'guest review waits', 'guest reviews wait')} for approval:{' '}
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
          {plural(heldRequests, 'booking request is', 'booking requests are')} held for review: sent
          in a burst from one connection, so no email went out for{' '}
          {heldRequests === 1 ? 'it' : 'them'}.{' '}
          <Link to={`${paths.admin.bookings.href()}?status=pending`} className={linkClass}>
            Review held requests
          </Link>
        </li>
      )}
      {heldMessages > 0 && (
        <li>
          {plural(heldMessages, 'message is', 'messages are')} held for review: sent in a burst from
          one connection, so the team was not emailed.{' '}
          <Link to={`${paths.admin.messages.href()}?status=unread`} className={linkClass}>
            Read held messages
          </Link>
        </li>
      )}
      {failedEmails > 0 && (
        <li>
          {plural(failedEmails, 'email', 'emails')} could not be sent this week.{' '}
          <Link to={`${paths.admin.notifications.href()}?status=failed`} className={linkClass}>
            Review failed emails
          </Link>
        </li>
      )}
      {failingFeeds.length > 0 && (
        <li>
          {plural(failingFeeds.length, 'imported calendar fails', 'imported calendars fail')}:
          {failingFeeds.length === 1 ? ' its' : ' their'} new bookings are not blocked here.{' '}
          <FeedList feeds={failingFeeds} />
        </li>
      )}
      {conflictingFeeds.length > 0 && (
        <li>
          {plural(conflictingFeeds.length, 'imported calendar clashes', 'imported calendars clash')}{' '}
          with a confirmed stay. <FeedList feeds={conflictingFeeds} />
        </li>
      )}
      {missingLegalIdentity.length > 0 && (
        <li>
          The Legal Notice leaves out what the law asks it to name:{' '}
          {missingLegalIdentity.join(', ')}.{' '}
          <Link to={`${paths.admin.profile.href()}#legal-identity`} className={linkClass}>
            Complete the legal identity
          </Link>
        </li>
      )}
      <GuestCareItems guestCare={data.guestCare} />
      {sampleContactPhone && (
        <li>
          The site still shows the sample phone number +33 4 94 00 00 00.{' '}
          <Link to={paths.admin.profile.href()} className={linkClass}>
            Edit the site details
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
      aria-label="Needs attention"
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <AttentionList data={data} />
    </section>
  )
}
