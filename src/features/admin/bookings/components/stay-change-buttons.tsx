import { CalendarRange, Ban } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { AdminBooking } from '../api/get-bookings-page'
import { CancelStayDialog } from './cancel-stay-dialog'
import { MoveStayDialog } from './move-stay-dialog'
import * as m from '@/paraglide/messages'

/** A confirmed stay: move it (other dates or villa) or cancel it, each in its own dialog. */
export function StayChangeButtons({
  booking,
  onChanged,
}: {
  booking: AdminBooking
  onChanged?: () => void
}) {
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null)
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen('move')}>
        <CalendarRange aria-hidden="true" />
        {m.admin_bookings_move_stay()}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
        onClick={() => setOpen('cancel')}
      >
        <Ban aria-hidden="true" />
        {m.admin_bookings_cancel_stay()}
      </Button>
      {open === 'move' && (
        <MoveStayDialog booking={booking} onClose={() => setOpen(null)} onMoved={onChanged} />
      )}
      {open === 'cancel' && (
        <CancelStayDialog booking={booking} onClose={() => setOpen(null)} onCancelled={onChanged} />
      )}
    </div>
  )
}
