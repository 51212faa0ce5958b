import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/features/admin/layout/components/filter-select'
import {
  kindLabel,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  notificationStatusLabel,
} from '../lib/notification-kinds'
import type { NotificationsView } from '../lib/notifications-view'
import * as m from '@/paraglide/messages'

interface NotificationsFiltersProps {
  view: NotificationsView
  onChange: (change: Partial<NotificationsView>) => void
  onClear: () => void
  canClear: boolean
}

/** The status and the kind of email. */
export function NotificationsFilters({
  view,
  onChange,
  onClear,
  canClear,
}: NotificationsFiltersProps) {
  return (
    <section
      aria-label={m.admin_inbox_filters()}
      className="mb-4 grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[12rem_16rem_auto] sm:items-end"
    >
      <FilterSelect
        id="notifications-status"
        label={m.admin_inbox_status()}
        value={view.status}
        allLabel={m.admin_inbox_all_statuses()}
        options={NOTIFICATION_STATUSES.map((status) => ({
          value: status,
          label: notificationStatusLabel(status),
        }))}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="notifications-kind"
        label={m.admin_outbox_email()}
        value={view.kind}
        allLabel={m.admin_outbox_all_emails()}
        options={NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
        onChange={(kind) => onChange({ kind })}
      />
      {canClear && (
        <Button variant="ghost" className="justify-self-start" onClick={onClear}>
          <X aria-hidden="true" /> {m.admin_inbox_clear_filters()}
        </Button>
      )}
    </section>
  )
}
