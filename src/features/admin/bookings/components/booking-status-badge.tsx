import { Badge } from '@/components/ui/badge'
import { statusBadgeVariant, statusLabel } from '../lib/booking-status'

export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusBadgeVariant(status)} className="font-sans">
      {statusLabel(status)}
    </Badge>
  )
}
