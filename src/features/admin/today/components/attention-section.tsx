import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAdminAttention } from '@/features/admin/layout/api/get-admin-attention'
import { TodaySection } from './today-section'

const linkClass =
  'font-medium text-navy underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/**
 * Failed emails and failing or clashing calendar feeds: the same answer as the notice above
 * every admin screen (admin_attention, one cached query), said here even when all is well.
 */
export function AttentionSection() {
  const { data } = useAdminAttention()
  if (!data) return null
  const { failedEmails, failingFeeds, conflictingFeeds } = data
  const feeds = [...failingFeeds, ...conflictingFeeds]
  const isClear = failedEmails === 0 && feeds.length === 0
  return (
    <TodaySection id="today-attention" title="Needs attention">
      {isClear ? (
        <p className="flex items-center gap-2 py-2 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Every email went out and every imported calendar is in sync.
        </p>
      ) : (
        <ul className="space-y-2 py-1 text-sm">
          <li>
            Failed emails this week: <strong>{failedEmails}</strong>
            {failedEmails > 0 && (
              <>
                {' '}
                <Link
                  to={`${paths.admin.notifications.href()}?status=failed`}
                  className={linkClass}
                >
                  Review
                </Link>
              </>
            )}
          </li>
          <li>
            Failing imported calendars: <strong>{failingFeeds.length}</strong>
          </li>
          <li>
            Calendars clashing with a stay: <strong>{conflictingFeeds.length}</strong>
          </li>
          {feeds.map((feed) => (
            <li key={`${feed.villa_id}-${feed.feed}`}>
              <Link
                to={`${paths.admin.villas.href()}?villa=${feed.villa_id}`}
                className={linkClass}
              >
                {feed.villa} ({feed.feed})
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TodaySection>
  )
}
