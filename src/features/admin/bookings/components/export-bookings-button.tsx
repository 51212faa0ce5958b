import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useExportBookings } from '../api/export-bookings'
import { displayStatus } from '../lib/booking-status'
import { bookingsCsv, csvFileName } from '../lib/bookings-csv'
import type { BookingsView } from '../lib/bookings-view'
import { parisToday } from '@/lib/dates'
import { downloadCsv } from '@/lib/download-csv'
import * as m from '@/paraglide/messages'

/** Downloads every booking matching the filters (not just this page) as CSV. */
export function ExportBookingsButton({
  view,
  disabled,
}: {
  view: BookingsView
  disabled: boolean
}) {
  const exportBookings = useExportBookings()
  const handleExport = () =>
    exportBookings.mutate(view, {
      onSuccess: ({ rows, offers }) => {
        const now = new Date()
        downloadCsv(
          bookingsCsv(rows, (booking) => displayStatus(booking, now.getTime()), offers),
          csvFileName(parisToday(now)),
        )
      },
    })
  return (
    <Button
      variant="outline"
      onClick={handleExport}
      disabled={disabled || exportBookings.isPending}
    >
      <Download aria-hidden="true" />
      {exportBookings.isPending ? m.admin_bookings_exporting() : m.admin_bookings_export()}
    </Button>
  )
}
