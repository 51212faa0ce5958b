import { Badge } from '@/components/ui/badge'
import {
  notificationBadgeVariant,
  notificationStatusLabel,
  type NotificationStatus,
} from '../lib/notification-kinds'

export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  return (
    <Badge variant={notificationBadgeVariant(status)} className="font-sans">
      {notificationStatusLabel(status)}
    </Badge>
  )
}
