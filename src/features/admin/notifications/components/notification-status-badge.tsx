import { Badge } from '@/components/ui/badge'
import { notificationBadgeVariant, notificationStatusLabel } from '../lib/notification-kinds'

export function NotificationStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={notificationBadgeVariant(status)} className="font-sans">
      {notificationStatusLabel(status)}
    </Badge>
  )
}
