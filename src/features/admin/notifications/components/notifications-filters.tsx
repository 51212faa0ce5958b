import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  kindLabel,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  notificationStatusLabel,
} from '../lib/notification-kinds'
import type { NotificationsView } from '../lib/notifications-view'

const ALL = 'all'

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
      aria-label="Filters"
      className="mb-4 grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[12rem_16rem_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="notifications-status">Status</Label>
        <Select
          value={view.status ?? ALL}
          onValueChange={(value) =>
            onChange({ status: NOTIFICATION_STATUSES.find((status) => status === value) ?? null })
          }
        >
          <SelectTrigger id="notifications-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {NOTIFICATION_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {notificationStatusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="notifications-kind">Email</Label>
        <Select
          value={view.kind ?? ALL}
          onValueChange={(value) =>
            onChange({ kind: NOTIFICATION_KINDS.find((kind) => kind === value) ?? null })
          }
        >
          <SelectTrigger id="notifications-kind">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All emails</SelectItem>
            {NOTIFICATION_KINDS.map((kind) => (
              <SelectItem key={kind} value={kind}>
                {kindLabel(kind)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {canClear && (
        <Button variant="ghost" className="justify-self-start" onClick={onClear}>
          <X aria-hidden="true" /> Clear filters
        </Button>
      )}
    </section>
  )
}
