import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useExportBookings } from '../api/export-bookings'
import { displayStatus } from '../lib/booking-status'
import { bookingsCsv, csvFileName } from '../lib/bookings-csv'
import type { BookingsView } from '../lib/bookings-view'
import { parisToday } from '@/lib/dates'

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

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
        download(
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
      {exportBookings.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
