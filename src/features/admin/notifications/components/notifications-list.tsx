import { formatDateTime } from '@/lib/dates'
import type { NotificationEntry } from '../api/get-notifications-page'
import { kindLabel } from '../lib/notification-kinds'
import { NotificationStatusBadge } from './notification-status-badge'
import * as m from '@/paraglide/messages'

interface NotificationsListProps {
  rows: NotificationEntry[]
  onOpen: (id: string) => void
}

function StatusCell({ entry }: { entry: NotificationEntry }) {
  const retry =
    entry.status === 'pending' && entry.attempts > 0
      ? m.admin_outbox_retry_at({ when: formatDateTime(entry.next_attempt_at) })
      : null
  return (
    <div className="space-y-1">
      <NotificationStatusBadge status={entry.status} />
      {retry && <p className="text-xs text-muted-foreground">{retry}</p>}
    </div>
  )
}

function SubjectButton({ entry, onOpen }: { entry: NotificationEntry; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="rounded-sm text-left font-medium text-navy underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [overflow-wrap:anywhere]"
    >
      {entry.subject ?? kindLabel(entry.kind)}
    </button>
  )
}

/** The log: a table on wide screens, cards on phones; a subject opens the detail. */
export function NotificationsList({ rows, onOpen }: NotificationsListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{m.admin_outbox_title()}</caption>
          <thead className="border-b bg-sand/40 text-left">
            <tr>
              {[
                m.admin_outbox_time(),
                m.admin_outbox_email(),
                m.admin_outbox_recipients(),
                m.admin_outbox_subject(),
                m.admin_inbox_status(),
                m.admin_outbox_attempts(),
                m.admin_outbox_last_error(),
              ].map((label) => (
                <th
                  key={label}
                  scope="col"
                  className="whitespace-nowrap px-3 py-2.5 text-xs font-medium uppercase tracking-wide text-muted-foreground"
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((entry) => (
              <tr key={entry.id} className="align-top hover:bg-sand/20">
                <td className="whitespace-nowrap px-3 py-3">{formatDateTime(entry.created_at)}</td>
                <td className="px-3 py-3">{kindLabel(entry.kind)}</td>
                <td className="max-w-[14rem] px-3 py-3 [overflow-wrap:anywhere]">
                  {entry.recipients.join(', ')}
                </td>
                <td className="max-w-[18rem] px-3 py-3">
                  <SubjectButton entry={entry} onOpen={() => onOpen(entry.id)} />
                </td>
                <td className="px-3 py-3">
                  <StatusCell entry={entry} />
                </td>
                <td className="px-3 py-3 text-center">{entry.attempts}</td>
                <td className="max-w-[16rem] px-3 py-3 text-xs text-destructive">
                  <span className="line-clamp-2 [overflow-wrap:anywhere]">
                    {entry.last_error ?? ''}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={m.admin_outbox_title()}>
        {rows.map((entry) => (
          <li key={entry.id} className="rounded-lg border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <SubjectButton entry={entry} onOpen={() => onOpen(entry.id)} />
              <StatusCell entry={entry} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_outbox_to()}
                </dt>
                <dd className="[overflow-wrap:anywhere]">{entry.recipients.join(', ')}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_outbox_email()}
                </dt>
                <dd>{kindLabel(entry.kind)}</dd>
              </div>
              <div>
                <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                  {m.admin_outbox_time()}
                </dt>
                <dd>{formatDateTime(entry.created_at)}</dd>
              </div>
              {entry.last_error && (
                <div className="col-span-2">
                  <dt className="text-xs uppercase tracking-wide text-muted-foreground">
                    {m.admin_outbox_last_error_attempts({ count: entry.attempts })}
                  </dt>
                  <dd className="line-clamp-3 text-xs text-destructive [overflow-wrap:anywhere]">
                    {entry.last_error}
                  </dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
