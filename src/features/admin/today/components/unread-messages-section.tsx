import { formatDistanceStrict } from 'date-fns'
import { dateFnsLocale } from '@/features/admin/layout/lib/admin-date-locale'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useNow } from '@/lib/dates'
import type { TodayMessage } from '../api/get-admin-today'
import { HeldForReviewMark } from '@/features/admin/layout/components/held-for-review'
import { TodayNothing, TodaySection } from './today-section'
import * as m from '@/paraglide/messages'

const messagesHref = (query: Record<string, string>) =>
  `${paths.admin.messages.href()}?${new URLSearchParams({ status: 'unread', ...query }).toString()}`

/** The latest unread enquiries; each opens the messages list searched for its sender. */
export function UnreadMessagesSection({
  messages,
  total,
}: {
  messages: readonly TodayMessage[]
  total: number
}) {
  const now = useNow(60_000)
  return (
    <TodaySection
      id="today-messages"
      title={m.admin_today_unread()}
      count={total}
      more={{ href: messagesHref({}), label: m.admin_today_all_unread() }}
    >
      {messages.length === 0 ? (
        <TodayNothing>{m.admin_today_all_read()}</TodayNothing>
      ) : (
        <ul className="divide-y">
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                to={messagesHref({ q: message.email })}
                className="flex items-baseline gap-3 rounded-sm py-2 hover:bg-sand/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="min-w-0 flex-1 truncate font-medium text-navy">
                  {message.name}
                  <span className="ml-2 text-sm font-normal text-muted-foreground">
                    {message.formType === 'concierge'
                      ? m.admin_today_concierge()
                      : m.admin_today_general()}
                  </span>
                  <HeldForReviewMark kind="message" id={message.id} className="ml-2" />
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {formatDistanceStrict(new Date(message.createdAt), now, {
                    addSuffix: true,
                    locale: dateFnsLocale(),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TodaySection>
  )
}
