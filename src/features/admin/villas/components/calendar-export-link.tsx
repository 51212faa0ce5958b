import { Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { toast } from '@/lib/toast'
import { useCalendarExportUrl } from '../api/get-calendar-export'
import { useRegenerateCalendarLink } from '../api/regenerate-calendar-link'
import { ConfirmDialog } from './confirm-dialog'

const REGENERATE_CONFIRMATION =
  'The current link stops working at once: give the new one to every channel (Airbnb, ' +
  'Booking.com, Vrbo…) that imports this calendar.'

/** The villa's secret feed address, to paste into each channel's calendar import. */
export function CalendarExportLink({ villaId }: { villaId: string }) {
  const link = useCalendarExportUrl(villaId)
  const regenerate = useRegenerateCalendarLink(villaId)
  const [isAsking, setIsAsking] = useState(false)

  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Export link copied')
    } catch {
      toast.error('Copy failed', { description: 'Select the link and copy it by hand.' })
    }
  }

  const handleRegenerate = () => {
    setIsAsking(false)
    regenerate.mutate(undefined, {
      onSuccess: () =>
        toast.success('New export link made', {
          description: 'The old link no longer works.',
        }),
      onError: (error) => toast.error('Error', { description: error.message }),
    })
  }

  const hint =
    'Paste it into the calendar import of Airbnb, Booking.com or Vrbo. It lists stays and ' +
    'blocked days only, never guest details. Keep it private.'

  return (
    <AdminFormField htmlFor={`calendar-export-${villaId}`} label="Export link (iCal)" hint={hint}>
      {link.isError ? (
        <p className="text-sm text-destructive">The export link could not be loaded.</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`calendar-export-${villaId}`}
            readOnly
            value={link.data ?? 'Loading…'}
            onFocus={(event) => event.target.select()}
            className="font-mono text-xs"
          />
          <div className="flex shrink-0 gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={!link.data}
              onClick={() => link.data && handleCopy(link.data)}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-9"
              disabled={!link.data || regenerate.isPending}
              onClick={() => setIsAsking(true)}
            >
              <RefreshCw aria-hidden="true" />
              Regenerate link
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title="Make a new export link?"
        description={REGENERATE_CONFIRMATION}
        confirmLabel="Make a new link"
        onConfirm={handleRegenerate}
        onCancel={() => setIsAsking(false)}
      />
    </AdminFormField>
  )
}
