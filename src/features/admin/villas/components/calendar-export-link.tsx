import { Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { toast } from '@/lib/toast'
import { useCalendarExportUrl } from '../api/get-calendar-export'
import { useRegenerateCalendarLink } from '../api/regenerate-calendar-link'

const REGENERATE_CONSEQUENCE =
  'The current link stops working at once: give the new one to every channel (Airbnb, ' +
  'Booking.com, Vrbo…) that imports this calendar.'

/** The villa's secret feed address, to paste into each channel's calendar import. */
export function CalendarExportLink({ villaId }: { villaId: string }) {
  const link = useCalendarExportUrl(villaId)
  const regenerate = useRegenerateCalendarLink(villaId)
  const [isConfirming, setIsConfirming] = useState(false)

  const handleCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Export link copied')
    } catch {
      toast.error('Copy failed', { description: 'Select the link and copy it by hand.' })
    }
  }

  const handleRegenerate = () => {
    regenerate.mutate(undefined, {
      onSettled: () => setIsConfirming(false),
      onSuccess: () =>
        toast.success('New export link made', {
          description: 'The old link no longer works.',
        }),
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
              onClick={() => setIsConfirming(true)}
            >
              <RefreshCw aria-hidden="true" />
              Regenerate link
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Make a new export link?"
        description={REGENERATE_CONSEQUENCE}
        confirmLabel="Make a new link"
        pendingLabel="Making a new link..."
        isPending={regenerate.isPending}
        onConfirm={handleRegenerate}
      />
    </AdminFormField>
  )
}
